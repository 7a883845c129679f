import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
});

export const card = style({
  width: "100%",
  maxWidth: 440,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const hint = style({ marginBlock: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.color.brandStrong, fontWeight: 600 });
