import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 700 });

export const options = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

/** One choice: a card holding the radio (its mark and name, the click target) and a line of detail under it. */
export const option = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { "&[data-selected]": { borderColor: vars.color.brandStrong, background: vars.color.brandSoft } },
});

export const optionButton = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    "&::before": {
      content: '""',
      flex: "none",
      width: 18,
      height: 18,
      boxSizing: "border-box",
      borderRadius: vars.radius.full,
      border: `2px solid ${vars.color.textMuted}`,
      background: vars.color.surface,
    },
    "&[data-selected]::before": { borderColor: vars.color.brandStrong, borderWidth: 6 },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const optionName = style({ fontWeight: 600 });

export const optionDetail = style({
  margin: `calc(-1 * ${vars.space.xs}) 0 0`,
  padding: `0 ${vars.space.md} ${vars.space.sm} calc(${vars.space.md} + 18px + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

/** A rate's price and days, beside its name. */
export const rateDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const total = style({ margin: 0, fontWeight: 700 });

/** What the owner should know before buying, in the badge's contrast-checked yellow in both themes. */
export const warning = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.badgeYellow,
  color: vars.color.badgeYellowText,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const warningList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });

export const question = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, outline: "none" });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600, overflowWrap: "anywhere" });

export const summary = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.xxs });
