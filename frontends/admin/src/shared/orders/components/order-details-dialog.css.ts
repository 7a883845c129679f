import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";
import { atLeastTablet } from "@stringing/ui/breakpoints";

export const detailsGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [atLeastTablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const detailsSection = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const detailsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
});

export const sectionText = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dl = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const dlRow = style({ display: "contents" });

export const dt = style({ color: vars.color.textMuted });

export const dd = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

/** A panel of controls under the details (status, payment, notes). */
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const panelHeader = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const panelForm = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const panelActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

/** The two panels side by side from tablets up. */
export const panels = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [atLeastTablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });

export const timelineItem = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.xl,
  paddingBottom: vars.space.md,
  minWidth: 0,
  selectors: {
    // The dot of the event…
    "&::before": {
      content: '""',
      position: "absolute",
      left: 4,
      top: 5,
      width: 10,
      height: 10,
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
    // …and the line down to the next one.
    "&:not(:last-child)::after": {
      content: '""',
      position: "absolute",
      left: 8,
      top: 18,
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
  },
});

export const timelineNote = style({ selectors: { "&::before": { background: vars.color.warning } } });

export const timelineFailure = style({ selectors: { "&::before": { background: vars.color.danger } } });

export const timelineTitle = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const timelineMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const noteText = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontSize: vars.fontSize.sm,
});
