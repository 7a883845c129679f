import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0, width: "100%", maxWidth: 420 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const box = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
});

export const icon = style({ position: "absolute", left: 12, color: vars.color.textMuted, pointerEvents: "none" });

export const input = style({
  width: "100%",
  minHeight: 44,
  padding: `${vars.space.sm} 44px ${vars.space.sm} 40px`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  selectors: {
    "&[data-focused]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1, borderColor: vars.color.brand },
    "&::-webkit-search-cancel-button": { display: "none" },
  },
});

export const clear = style({
  position: "absolute",
  right: 4,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "[data-empty] &": { display: "none" },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}` },
  },
});
