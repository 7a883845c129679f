import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const item = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm, flexWrap: "wrap" });

export const mark = style({ flex: "none", fontWeight: 700, width: "1.25em", textAlign: "center" });

export const markDone = style([mark, { color: vars.color.success }]);

export const markTodo = style([mark, { color: vars.color.textMuted }]);

export const text = style({ flex: "1 1 14rem", minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const done = style({ color: vars.color.textMuted, textDecoration: "line-through" });
