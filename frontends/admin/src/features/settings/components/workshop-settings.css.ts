import { style, styleVariants } from "@vanilla-extract/css";
import { atLeastDesktop, atLeastTablet } from "@stringing/ui/breakpoints";
import { vars } from "@stringing/ui/theme.css";

/** The form and its preview side by side on a laptop, one under the other on a phone. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [atLeastDesktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const numbers = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [atLeastTablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0, border: 0, margin: 0, padding: 0 });

export const groupLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text, padding: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });

export const weekdays = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.xs,
  "@media": { [atLeastTablet]: { gridTemplateColumns: "repeat(7, minmax(0, 1fr))" } },
});

export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 44,
  cursor: "pointer",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const checkboxBox = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 20,
  height: 20,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.brandContrast,
  fontWeight: 700,
  lineHeight: 1,
  selectors: {
    "[data-selected] &": { background: vars.color.brand, borderColor: vars.color.brandStrong },
    "[data-focus-visible] &": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    "[data-invalid] &": { borderColor: vars.color.danger },
  },
});

export const addRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.sm });

/** Beside the date from tablets up, level with its input rather than its label (one label line above). */
export const addButton = style({ "@media": { [atLeastTablet]: { marginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})` } } });

export const addField = style({ flex: "1 1 200px" });

export const dateList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const dateItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const combo = style({ display: "flex", alignItems: "stretch" });

export const comboInput = style({ flex: 1, minWidth: 0, borderStartEndRadius: 0, borderEndEndRadius: 0 });

export const comboButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: 0,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});

export const preview = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const days = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xxs,
  // Two columns under the form on a tablet; one in the narrow column beside it on a laptop.
  "@media": { [atLeastTablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [atLeastDesktop]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

const dayBase = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  borderInlineStart: "4px solid",
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const day = styleVariants({
  working: [dayBase, { borderInlineStartColor: vars.color.success }],
  full: [dayBase, { borderInlineStartColor: vars.color.warning }],
  "closed-date": [dayBase, { borderInlineStartColor: vars.color.danger }],
  "day-off": [dayBase, { borderInlineStartColor: vars.color.border, color: vars.color.textMuted }],
});

export const dayName = style({ fontWeight: 600 });

export const dayState = style({ color: vars.color.textMuted });
