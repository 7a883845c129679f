import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const input = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  selectors: {
    "&[data-focused]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1, borderColor: vars.color.brand },
    "&[data-invalid]": { borderColor: vars.color.danger },
    "&[data-disabled]": { opacity: 0.6 },
  },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });

/** The multi-line variant of `input`. */
export const textArea = style([input, { minHeight: 120, resize: "vertical", lineHeight: 1.5 }]);
