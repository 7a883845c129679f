/** @module The status page's "Extra work" card: a charge per line, its answer buttons under it, wrapping on a phone. */
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.md });

export const item = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { paddingBottom: 0, borderBottom: "none" } },
});

export const line = style({ alignSelf: "stretch", display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space.sm });

export const description = style({ fontWeight: 700, overflowWrap: "anywhere", minWidth: 0 });

export const amount = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums" });

export const state = style({
  display: "inline-flex",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const stateTone = styleVariants({
  proposed: { background: vars.color.badgeYellow, color: vars.color.badgeYellowText },
  approved: { background: vars.color.badgeGreen, color: vars.color.badgeGreenText },
  closed: { background: vars.color.badgeBlue, color: vars.color.badgeBlueText },
});

export const answer = style({ alignSelf: "stretch", display: "flex", flexDirection: "column", gap: vars.space.sm, marginTop: vars.space.xs });

/** A fieldset (its legend the question) without the browser's frame. */
export const confirm = style({ margin: 0, padding: 0, border: "none", minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const question = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600, overflowWrap: "anywhere" });

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
