import { style } from "@vanilla-extract/css";
import { atLeastTablet } from "../breakpoints.ts";
import { vars } from "../theme.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const shooters = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  padding: vars.space.md,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text, paddingInline: vars.space.xs });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** One shooter: its fields one under another on a phone, side by side with Remove at the end from 640 px. */
export const shooter = style({
  border: "none",
  borderTop: `1px solid ${vars.color.border}`,
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  minWidth: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "end",
  selectors: { "&:first-of-type": { borderTop: "none", paddingTop: 0 } },
  "@media": { [atLeastTablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr)) auto", gap: vars.space.md } },
});

export const shooterLegend = style({
  float: "left",
  width: "100%",
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  gridColumn: "1 / -1",
});

/** Remove sits under its row's fields on a phone, beside them from 640 px; it keeps a 44 px target either way. */
export const remove = style({ justifySelf: "start", minHeight: 44 });

export const addRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
