import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const popover = style({
  zIndex: 300,
  minWidth: 200,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: "none",
});

export const menu = style({
  padding: vars.space.xs,
  outline: "none",
  maxHeight: "inherit",
  overflowY: "auto",
  selectors: { "&[tabindex]:focus-visible": { outline: "none" } },
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&[data-focused]": { background: vars.color.surfaceMuted },
    "&[data-disabled]": { opacity: 0.45, cursor: "not-allowed" },
  },
});

export const destructive = style({ color: vars.color.danger });

export const separator = style({ height: 1, margin: `${vars.space.xs} 0`, background: vars.color.border });
