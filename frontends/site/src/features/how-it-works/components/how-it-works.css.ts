import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const steps = style({
  display: "grid",
  gap: vars.space.lg,
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  listStyle: "none",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 768px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const step = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  textAlign: "center",
  padding: vars.space.lg,
});

export const number = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const link = style({
  color: vars.color.brandStrong,
  fontWeight: 600,
  borderRadius: vars.radius.sm,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
