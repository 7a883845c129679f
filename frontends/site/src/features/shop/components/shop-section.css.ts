import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const groupTitle = style({ margin: `${vars.space.xl} 0 0`, fontSize: vars.fontSize.xl, fontWeight: 700, textAlign: "center" });

export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  listStyle: "none",
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 320px))",
  justifyContent: "center",
});

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const image = style({ display: "block", width: "100%", height: "auto", aspectRatio: "1 / 1", objectFit: "cover", background: vars.color.surfaceMuted });

export const badge = style({
  position: "absolute",
  top: vars.space.md,
  left: vars.space.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.lg, flex: 1 });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6, flex: 1 });

export const price = style({ margin: 0, fontWeight: 700, color: vars.color.brandStrong });

export const blurbs = style({
  display: "grid",
  gap: vars.space.lg,
  margin: `${vars.space.xl} auto 0`,
  maxWidth: 880,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const blurb = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const blurbTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const blurbText = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, lineHeight: 1.6 });

export const shopNow = style({ display: "flex", justifyContent: "center", marginTop: vars.space.xl });
