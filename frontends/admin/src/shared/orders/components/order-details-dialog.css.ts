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
