import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(12px)" },
  to: { opacity: 1, transform: "translateY(0)" },
});

export const region = style({
  position: "fixed",
  zIndex: 1000,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: vars.space.sm,
  pointerEvents: "none",
  "@media": { "(min-width: 640px)": { insetInline: "auto", right: vars.space.lg, bottom: vars.space.lg, width: 380 } },
});

export const toast = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  animation: `${enter} 160ms ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const variant = styleVariants({
  default: { background: vars.color.toast, color: vars.color.toastText },
  destructive: { background: vars.color.danger, color: vars.color.dangerContrast },
});

export const content = style({ flex: 1, display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const title = style({ fontWeight: 700, fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });

export const close = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  borderRadius: vars.radius.sm,
  border: 0,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: "rgba(255, 255, 255, 0.14)" },
    "&[data-focus-visible]": { outline: "2px solid currentColor", outlineOffset: 1 },
  },
});
