import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const box = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const lines = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const line = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space.sm });

export const total = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs, fontWeight: 700 });

export const value = style({ margin: 0, fontVariantNumeric: "tabular-nums" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
