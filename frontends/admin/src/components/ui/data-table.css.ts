/**
 * Phones first: below the tablet breakpoint each row is a stacked card whose
 * cells read "Label  value" (the label is the column header, drawn from the
 * cell's `data-label`); from the tablet breakpoint up it is a plain table.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { atLeastTablet } from "@stringing/ui/breakpoints";
import { vars } from "@stringing/ui/theme.css";

export const wrapper = style({
  position: "relative",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: "hidden",
});

/** Between the tablet and desktop widths a wide table may still scroll sideways inside its frame. */
export const scroller = style({ "@media": { [atLeastTablet]: { overflowX: "auto", WebkitOverflowScrolling: "touch" } } });

export const table = style({
  display: "block",
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  "@media": { [atLeastTablet]: { display: "table" } },
});

/** The column headers stay for screen readers on phones, where each cell shows its own label. */
export const header = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  "@media": {
    [atLeastTablet]: { position: "static", display: "table-header-group", width: "auto", height: "auto", overflow: "visible", clipPath: "none" },
  },
});

export const body = style({ display: "block", "@media": { [atLeastTablet]: { display: "table-row-group" } } });

// The empty state's row is react-aria's own: on phones it spans the card like any block.
globalStyle(`${body}[data-empty] > tr, ${body}[data-empty] > tr > td`, {
  "@media": { [`not ${atLeastTablet}`]: { display: "block", width: "100%" } },
});

export const column = style({
  textAlign: "start",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontWeight: 600,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

/** A header that sorts: it looks pressable, and its arrow sits beside the text. */
export const sortable = style({
  cursor: "pointer",
  selectors: { "&[data-hovered]": { color: vars.color.text } },
});

export const sortHeader = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const sortArrow = style({ flexShrink: 0 });

export const sortArrowIdle = style({ opacity: 0.45 });

export const row = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.md}`,
  outline: "none",
  selectors: {
    "&:not(:last-child)": { borderBottom: `1px solid ${vars.color.border}` },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
  "@media": { [atLeastTablet]: { display: "table-row", padding: 0 } },
});

export const actionRow = style({
  cursor: "pointer",
  selectors: { "&[data-hovered], &[data-pressed]": { background: vars.color.surfaceMuted } },
});

export const cell = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
  alignItems: "baseline",
  gap: vars.space.sm,
  padding: 0,
  verticalAlign: "middle",
  color: vars.color.text,
  overflowWrap: "anywhere",
  outline: "none",
  selectors: {
    "&[data-label]::before": { content: 'attr(data-label) / ""', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 600 },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
  "@media": {
    [atLeastTablet]: {
      display: "table-cell",
      padding: `${vars.space.sm} ${vars.space.sm}`,
      overflowWrap: "normal",
      selectors: { "&[data-label]::before": { content: "none" } },
    },
  },
});

/** Wraps each cell's content, so a cell of several pieces stays one value beside its label on phones. */
export const value = style({ minWidth: 0 });

export const edge = style({
  "@media": {
    [atLeastTablet]: {
      selectors: { "&:first-child": { paddingInlineStart: vars.space.md }, "&:last-child": { paddingInlineEnd: vars.space.md } },
    },
  },
});

export const alignEnd = style({ "@media": { [atLeastTablet]: { textAlign: "end" } } });

export const nowrap = style({ "@media": { [atLeastTablet]: { whiteSpace: "nowrap" } } });

export const empty = style({ padding: vars.space.xl, textAlign: "center", color: vars.color.textMuted });

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pagerButtons = style({ display: "flex", gap: vars.space.sm });
