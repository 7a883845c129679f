import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const radioGroup = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const radios = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.lg}` });

export const radio = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 36,
  cursor: "pointer",
  color: vars.color.text,
  selectors: {
    "&::before": {
      content: '""',
      flex: "none",
      width: 18,
      height: 18,
      boxSizing: "border-box",
      borderRadius: vars.radius.full,
      border: `2px solid ${vars.color.textMuted}`,
      background: vars.color.surface,
    },
    "&[data-selected]::before": { borderColor: vars.color.brandStrong, borderWidth: 6 },
    "&[data-focus-visible]::before": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const checkbox = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  cursor: "pointer",
  color: vars.color.text,
});

export const checkboxBox = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 20,
  height: 20,
  marginTop: 2,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.brandContrast,
  selectors: {
    "[data-selected] &": { background: vars.color.brand, borderColor: vars.color.brandStrong },
    "[data-focus-visible] &": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
