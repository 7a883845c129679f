import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });

export const options = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, 1fr)",
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const option = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { color: vars.color.text },
    "&[data-selected]": { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
