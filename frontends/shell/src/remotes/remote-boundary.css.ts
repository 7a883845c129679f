import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const page = style({
  minHeight: "70vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
});

export const card = style({
  maxWidth: 440,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  textAlign: "center",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ color: vars.color.textMuted, lineHeight: 1.5 });

export const button = style({
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  ":hover": { background: vars.color.brandStrong, color: "#FFFFFF" },
});
