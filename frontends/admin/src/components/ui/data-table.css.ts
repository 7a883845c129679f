import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const wrapper = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: "hidden",
});

/** Phones scroll the table sideways inside its frame instead of squeezing it. */
export const scroller = style({ overflowX: "auto", WebkitOverflowScrolling: "touch" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const column = style({
  textAlign: "start",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontWeight: 600,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

export const row = style({
  outline: "none",
  selectors: {
    "&:not(:last-child)": { borderBottom: `1px solid ${vars.color.border}` },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  verticalAlign: "middle",
  color: vars.color.text,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

export const edge = style({
  selectors: { "&:first-child": { paddingInlineStart: vars.space.md }, "&:last-child": { paddingInlineEnd: vars.space.md } },
});

export const alignEnd = style({ textAlign: "end" });

export const nowrap = style({ whiteSpace: "nowrap" });

export const empty = style({ padding: vars.space.xl, textAlign: "center", color: vars.color.textMuted });

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pagerButtons = style({ display: "flex", gap: vars.space.sm });
