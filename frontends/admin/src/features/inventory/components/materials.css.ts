/** @module Layout of the Materials tab: the rules as sentences with their quantity, and the add form. */
import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

const tablet = "screen and (min-width: 640px)";
const desktop = "screen and (min-width: 1024px)";

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const ruleList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });

export const ruleRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.sm,
  alignItems: "start",
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [tablet]: { gridTemplateColumns: "minmax(0, 1fr) 8rem auto" } },
});

/** On a phone the sentence has its own line, the quantity and Remove side by side under it. */
export const sentence = style({ overflowWrap: "anywhere", alignSelf: "center", gridColumn: "1 / -1", "@media": { [tablet]: { gridColumn: "auto" } } });

export const rowError = style({ color: vars.color.danger, fontWeight: 600, margin: 0, gridColumn: "1 / -1" });

export const addForm = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const addFields = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [tablet]: { gridTemplateColumns: "1fr 1fr" }, [desktop]: { gridTemplateColumns: "12rem minmax(0, 1fr) minmax(0, 1fr) 8rem" } },
});

export const saveRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });

export const short = style({ color: vars.color.danger, fontWeight: 700 });
