/** @module The Inbox's layout: one card per message, stacked on phones, the actions beside the text from tablets up. */
import { style } from "@vanilla-extract/css";
import { atLeastTablet } from "@stringing/ui/breakpoints";
import { vars } from "@stringing/ui/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.md });

export const message = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  "@media": { [atLeastTablet]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "start" } },
});

export const awaiting = style({ borderLeft: `4px solid ${vars.color.brand}` });

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, margin: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: "anywhere" });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const body = style({ margin: `${vars.space.sm} 0 0`, whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.5 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [atLeastTablet]: { flexDirection: "column", alignItems: "stretch" } },
});

export const email = style({ overflowWrap: "anywhere" });

export const orderLink = style({ color: vars.color.text, fontWeight: 600, textDecoration: "underline", textUnderlineOffset: 3 });
