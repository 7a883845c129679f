import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const page = style({ minHeight: "100vh", background: vars.color.background, color: vars.color.text });

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  ":focus": { top: vars.space.sm },
});
