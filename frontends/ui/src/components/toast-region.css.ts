import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(-8px)" },
  to: { opacity: 1, transform: "translateY(0)" },
});

/**
 * Clear of dialog and sheet buttons: a dialog's actions sit at its bottom
 * right, and on a phone a sheet fills the screen with its actions at the
 * bottom and its close button at the top right; the admin's sidebar keeps
 * Log out at the bottom left. So toasts go to the top on a phone, leaving the
 * close button's corner free, and to the bottom centre from the tablet width
 * up, left of where a dialog's actions sit.
 */
export const region = style({
  position: "fixed",
  zIndex: 1000,
  top: vars.space.sm,
  left: vars.space.sm,
  right: 64,
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: vars.space.sm,
  pointerEvents: "none",
  "@media": { "(min-width: 640px)": { top: "auto", right: "auto", left: "50%", transform: "translateX(-50%)", bottom: vars.space.lg, width: 320 } },
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
