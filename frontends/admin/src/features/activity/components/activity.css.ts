/** @module The Activity screen's layout: the filters in a wrapping row above the table, one under another on phones. */
import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const filter = style({ minWidth: 160, flex: "1 1 160px" });

/** Clear filters lines up with the fields' boxes, under their labels. */
export const clear = style({ alignSelf: "flex-end", marginBottom: 2 });

export const when = style({ whiteSpace: "nowrap" });

export const summary = style({ overflowWrap: "anywhere", minWidth: 200 });

export const recordLink = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  whiteSpace: "nowrap",
});

export const muted = style({ color: vars.color.textMuted });
