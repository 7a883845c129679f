/** @module Layout pieces shared by the inventory screen's components. */
import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

const tablet = "screen and (min-width: 640px)";
const desktop = "screen and (min-width: 1024px)";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const headerRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.md,
  "@media": { [tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

export const toolbar = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.md,
  alignItems: "end",
  "@media": { [tablet]: { gridTemplateColumns: "1fr 1fr" }, [desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr)) auto" } },
});

export const cards = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.md,
  "@media": { [tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });
export const cardValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700 });
export const cardHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const gridView = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const itemName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: "anywhere" });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const rowActions = style({ display: "flex", flexWrap: "nowrap", gap: vars.space.xs, justifyContent: "flex-end" });
export const cardActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, marginTop: "auto" });

export const lowList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const lowListItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const state = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const errorText = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });

export const textareaField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const textareaLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const textarea = style({
  minHeight: 180,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  resize: "vertical",
  selectors: {
    "&[data-focused]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1, borderColor: vars.color.brand },
    "&[data-invalid]": { borderColor: vars.color.danger },
  },
});
export const fieldHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
export const code = style({ fontFamily: vars.font.mono, background: vars.color.surfaceMuted, padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm });

export const historyList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const historyEntry = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const historyMeta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
