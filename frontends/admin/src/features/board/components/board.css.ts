import { style, styleVariants } from "@vanilla-extract/css";
import { atLeastDesktop, atLeastTablet } from "@stringing/ui/breakpoints";
import { vars } from "@stringing/ui/theme.css";
export { visuallyHidden } from "@stringing/ui/visually-hidden.css";

export const board = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });

export const today = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const sections = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [atLeastDesktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

const sectionBase = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  background: vars.color.surface,
});

export const section = styleVariants({
  overdue: [sectionBase, { borderInlineStartColor: vars.color.danger }],
  today: [sectionBase, { borderInlineStartColor: vars.color.warning }],
  workshop: [sectionBase, { borderInlineStartColor: vars.color.brand }],
  arriving: [sectionBase, { borderInlineStartColor: vars.color.border }],
});

export const sectionHeader = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const count = style({
  minWidth: 28,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textAlign: "center",
  lineHeight: 1.6,
});

export const countAlert = style({ background: vars.color.badgeRed, color: vars.color.badgeRedText, borderColor: "transparent" });

export const empty = style({ margin: 0, padding: `${vars.space.sm} 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const row = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  "@media": { [atLeastTablet]: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between" } },
});

// Beside its actions while the row has room for both; the actions wrap below it when it has not.
export const rowMain = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0, flex: "1 1 14rem" });

export const rowTop = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const orderLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
  fontWeight: 700,
  color: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: 3,
});

export const customer = style({ fontWeight: 600, overflowWrap: "anywhere" });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const trackLink = style({ color: "inherit", textDecoration: "underline", textUnderlineOffset: 3, fontFamily: vars.font.mono });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  flexShrink: 0,
  "@media": { [atLeastTablet]: { justifyContent: "flex-end" } },
});

// Big thumbs on a phone: each action takes its share of the row; with a pointer on a wide screen, smaller buttons leave
// the order's words room beside them ("&&" outweighs the button's own size class).
export const action = style({
  flex: "1 1 auto",
  "@media": {
    [atLeastTablet]: { flex: "0 0 auto" },
    [atLeastDesktop]: { selectors: { "&&": { minHeight: 36, paddingInline: vars.space.md, fontSize: vars.fontSize.sm } } },
  },
});

export const days = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  "@media": {
    [atLeastTablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [atLeastDesktop]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
  },
});

// Bars line up along a row of days even when one day's words take two lines.
export const day = style({ display: "flex", flexDirection: "column", justifyContent: "space-between", gap: vars.space.xs, minWidth: 0 });

export const dayLine = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", columnGap: vars.space.sm, fontSize: vars.fontSize.sm });

export const dayName = style({ fontWeight: 600, whiteSpace: "nowrap" });

export const dayStatus = style({ color: vars.color.textMuted, whiteSpace: "nowrap" });

export const dayOver = style({ color: vars.color.danger, fontWeight: 700, whiteSpace: "nowrap" });

export const track = style({
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});

export const fill = style({ height: "100%", background: vars.color.brand, transition: "width 200ms ease" });

// Over capacity: the danger colour and stripes, beside the words "Over by N".
export const fillOver = style({
  backgroundColor: vars.color.danger,
  backgroundImage: "repeating-linear-gradient(45deg, transparent 0 4px, rgba(255, 255, 255, 0.35) 4px 8px)",
});
