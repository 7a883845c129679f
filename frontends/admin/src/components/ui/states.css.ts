import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const box = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: "center",
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.textMuted });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.text });

export const text = style({ margin: 0, maxWidth: 480 });

export const errorTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.danger });
