import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 36,
  cursor: "pointer",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  selectors: { "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" } },
});

export const track = style({
  position: "relative",
  flexShrink: 0,
  width: 40,
  height: 22,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transition: "background-color 120ms ease",
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.brand },
    [`${root}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const thumb = style({
  position: "absolute",
  top: 3,
  left: 3,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  background: "#FFFFFF",
  boxShadow: vars.shadow.sm,
  transition: "transform 120ms ease",
  selectors: { [`${root}[data-selected] &`]: { transform: "translateX(18px)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
