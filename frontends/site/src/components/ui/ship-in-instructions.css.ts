import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const box = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.xs, lineHeight: 1.5 });

export const address = style({
  fontStyle: "normal",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.brand}`,
  fontWeight: 600,
  overflowWrap: "anywhere",
});

export const line = style({ display: "block" });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
