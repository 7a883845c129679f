import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } },
});

export const info = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6, whiteSpace: "pre-line" });

export const details = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.md });

export const term = style({ fontWeight: 700, fontSize: vars.fontSize.sm, textTransform: "uppercase", letterSpacing: "0.05em", color: vars.color.brandStrong });

export const definition = style({ margin: `${vars.space.xxs} 0 0` });

export const line = style({ display: "block" });

export const link = style({ color: vars.color.text, textDecorationColor: vars.color.brand });

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const row = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
