import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1, borderColor: vars.color.brand },
    "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" },
    "[data-invalid] > &": { borderColor: vars.color.danger },
  },
});

export const value = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.textMuted } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style({
  zIndex: 300,
  minWidth: "var(--trigger-width)",
  maxHeight: 320,
  overflowY: "auto",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: "none",
});

export const listBox = style({ padding: vars.space.xs, outline: "none", selectors: { "&[tabindex]:focus-visible": { outline: "none" } } });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  color: vars.color.text,
  selectors: {
    "&[data-focused]": { background: vars.color.surfaceMuted },
    "&[data-selected]": { fontWeight: 700, color: vars.color.brandStrong },
  },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
