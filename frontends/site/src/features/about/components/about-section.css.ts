import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  alignItems: "center",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)" } },
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  background: vars.color.surfaceMuted,
});

export const copy = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const text = style({ margin: 0, lineHeight: 1.7, color: vars.color.text, whiteSpace: "pre-line" });

export const founder = style({ margin: 0, fontWeight: 700, color: vars.color.brandStrong });

export const founderTitle = style({ fontWeight: 500, color: vars.color.textMuted });

export const philosophy = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const guarantees = style({
  display: "grid",
  gap: vars.space.md,
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  listStyle: "none",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 768px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const guarantee = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start" });

export const guaranteeIcon = style({ flex: "none", color: vars.color.brandStrong, marginTop: 2 });

export const guaranteeTitle = style({ margin: 0, fontWeight: 700 });

export const guaranteeText = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted, lineHeight: 1.5 });
