/** @module Layout pieces shared by the customer screen's components. */
import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

const tablet = "screen and (min-width: 640px)";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const headerRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.md });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const search = style({ maxWidth: 480, width: "100%" });

export const rowActions = style({ display: "flex", gap: vars.space.xs, justifyContent: "flex-end" });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const profile = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const avatar = style({
  display: "grid",
  placeItems: "center",
  width: 56,
  height: 56,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const profileName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: "anywhere" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  width: "100%",
  "@media": { [tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const fact = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });
export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

export const tabActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const textareaField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const textareaLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const textarea = style({
  minHeight: 96,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  resize: "vertical",
  selectors: { "&[data-focused]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1, borderColor: vars.color.brand } },
});

export const images = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const imageTile = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const image = style({ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });

export const addImage = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "end",
  "@media": { [tablet]: { gridTemplateColumns: "minmax(0, 1fr) auto auto" } },
});

export const orderList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const orderRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const orderSummary = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });
export const orderTitle = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, fontWeight: 700 });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

/** Four tabs do not fit a phone's width: wrap them rather than hide some behind a scroll. */
export const wrappingTabs = style({ flexWrap: "wrap" });
