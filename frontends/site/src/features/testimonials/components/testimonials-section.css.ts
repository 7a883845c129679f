import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const card = style({
  maxWidth: 760,
  margin: `${vars.space.xl} auto 0`,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  textAlign: "center",
  minHeight: 260,
  justifyContent: "center",
});

export const stars = style({ display: "flex", gap: vars.space.xxs, color: "#B7791F" });

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.6, fontStyle: "italic" });

export const person = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const avatar = style({ width: 48, height: 48, borderRadius: vars.radius.full, objectFit: "cover" });

export const name = style({ margin: 0, fontWeight: 700 });

export const role = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
