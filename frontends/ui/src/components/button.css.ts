import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: "1px solid transparent",
  font: "inherit",
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 120ms ease, border-color 120ms ease, color 120ms ease, box-shadow 120ms ease",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.brandContrast,
    selectors: { "&[data-hovered]:not([data-disabled]), &[data-pressed]": { background: vars.color.brandStrong, color: "#FFFFFF" } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { "&[data-hovered]:not([data-disabled]), &[data-pressed]": { background: vars.color.surfaceMuted } },
  },
  outline: {
    background: "transparent",
    color: "inherit",
    borderColor: "currentColor",
    selectors: { "&[data-hovered]:not([data-disabled]), &[data-pressed]": { background: "rgba(255, 255, 255, 0.12)" } },
  },
  ghost: {
    background: "transparent",
    color: "inherit",
    selectors: { "&[data-hovered]:not([data-disabled]), &[data-pressed]": { background: vars.color.surfaceMuted } },
  },
  destructive: {
    background: vars.color.danger,
    color: vars.color.dangerContrast,
  },
});

export const size = styleVariants({
  sm: { minHeight: 36, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: {},
  lg: { minHeight: 52, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
  icon: { minHeight: 44, minWidth: 44, paddingInline: 0 },
});
