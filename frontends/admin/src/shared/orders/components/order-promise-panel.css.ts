import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

/** A passed promise: red, and said in words beside it. */
export const overdue = style({ color: vars.color.danger, fontWeight: 700 });

export const moveRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.sm });

export const dateField = style({ flex: "1 1 200px" });

/** The Save button sits level with the date's input, not its label (the label is one line above). */
export const saveButton = style({ marginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})` });

/** Space before the order's details card that follows it on the page. */
export const spaced = style({ marginBottom: vars.space.md });
