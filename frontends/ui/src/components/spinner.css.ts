import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
export { visuallyHidden } from "../visually-hidden.css.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const wrapper = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
});

export const fullPage = style({ minHeight: "60vh" });

export const circle = style({
  width: 40,
  height: 40,
  borderRadius: "50%",
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
});

export const small = style({ width: 20, height: 20, borderWidth: 3 });
