import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  background: `linear-gradient(160deg, ${vars.color.brandSoft}, ${vars.color.background})`,
});

export const card = style({
  width: "100%",
  maxWidth: 420,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const subtitle = style({ marginTop: vars.space.xs, marginBottom: vars.space.lg, color: vars.color.textMuted });

export const back = style({
  display: "inline-block",
  marginTop: vars.space.lg,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
