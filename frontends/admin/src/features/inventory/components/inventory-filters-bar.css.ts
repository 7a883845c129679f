import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const bar = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "end",
  "@media": {
    "screen and (min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    "screen and (min-width: 1024px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr)) auto" },
  },
});

export const views = style({
  display: "inline-flex",
  justifySelf: "start",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const viewButton = style({
  minHeight: 44,
  minWidth: 72,
  padding: `0 ${vars.space.md}`,
  border: "none",
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { background: vars.color.brand, color: vars.color.brandContrast },
    "&[data-hovered]:not([data-selected])": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});
