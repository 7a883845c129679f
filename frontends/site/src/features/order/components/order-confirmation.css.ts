import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const box = style({
  maxWidth: 880,
  margin: `${vars.space.xl} auto 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `6px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  scrollMarginTop: 96,
  "@media": { "(min-width: 640px)": { padding: vars.space.xl } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800, outline: "none" });

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const steps = style({ margin: 0, padding: 0, listStyle: "none", display: "flex", flexDirection: "column", gap: vars.space.lg });

export const step = style({ display: "grid", gridTemplateColumns: "36px minmax(0, 1fr)", columnGap: vars.space.md, alignItems: "start" });

export const number = style({
  display: "grid",
  placeItems: "center",
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 800,
});

export const stepBody = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: "36px" });

export const text = style({ margin: 0, lineHeight: 1.6 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const link = style({ color: vars.color.brandStrong, fontWeight: 600, overflowWrap: "anywhere" });

export const summary = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const details = style({
  margin: 0,
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.lg } },
});

export const detail = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const detailStrong = style({ fontWeight: 700, fontSize: vars.fontSize.lg });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });
