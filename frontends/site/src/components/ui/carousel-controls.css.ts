import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const roundButton = style({ borderRadius: vars.radius.full });

export const dots = style({ display: "flex", alignItems: "center", gap: vars.space.xxs, margin: 0, padding: 0, listStyle: "none" });

export const dot = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 28,
  height: 28,
  padding: 0,
  border: "none",
  background: "transparent",
  cursor: "pointer",
  borderRadius: vars.radius.full,
  selectors: {
    "&::after": {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: vars.radius.full,
      background: vars.color.border,
      border: `1px solid ${vars.color.textMuted}`,
      transition: "transform 120ms ease, background-color 120ms ease",
    },
    '&[aria-current="true"]::after': { background: vars.color.brand, borderColor: vars.color.brandStrong, transform: "scale(1.3)" },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
