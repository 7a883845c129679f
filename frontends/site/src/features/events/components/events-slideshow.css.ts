import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const frame = style({
  position: "relative",
  maxWidth: 960,
  marginInline: "auto",
  marginTop: vars.space.xl,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: "#0F2A33",
  boxShadow: vars.shadow.md,
});

export const image = style({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" });

export const caption = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
