import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

/** A passed promise: red, and said in words beside it. */
export const overdue = style({ color: vars.color.danger, fontWeight: 700 });

/** A date needs no more width than this, even on a laptop. */
export const dateField = style({ maxWidth: 280 });

/** Space before the order's details card that follows it on the page. */
export const spaced = style({ marginBottom: vars.space.md });
