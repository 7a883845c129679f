import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";
import { atLeastTablet } from "@stringing/ui/breakpoints";

export const tabs = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

// Tabs wrap onto a second row rather than scroll: a row cut off at the edge gives no hint that more tabs follow.
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  maxWidth: "100%",
  alignSelf: "flex-start",
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  "@media": { [atLeastTablet]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  cursor: "pointer",
  whiteSpace: "nowrap",
  outline: "none",
  minHeight: 36,
  display: "flex",
  alignItems: "center",
  selectors: {
    "&[data-hovered]": { color: vars.color.text },
    "&[data-selected]": { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});

export const tabPanel = style({
  outline: "none",
  minWidth: 0,
  selectors: { "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
