/**
 * @module Form layout classes for dialogs and panels:
 * - `formStack`: fields one under another;
 * - `formGrid`: one column on phones, two from 640 px; `fullWidth` spans both;
 * - `formActions`: the buttons row (right-aligned; stacked full-width on phones);
 * - `formError`: a form-level error line (e.g. the server's message after a failed save).
 *
 *   <form className={formStack}><div className={formGrid}>…<div className={fullWidth}>…</div></div>
 *     <div className={formActions}>…</div></form>
 */
import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";
import { atLeastTablet } from "./breakpoints.ts";

export const formStack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [atLeastTablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const fullWidth = style({ gridColumn: "1 / -1" });

export const formActions = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.sm,
  "@media": { [atLeastTablet]: { flexDirection: "row", justifyContent: "flex-end" } },
});

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 500 });
