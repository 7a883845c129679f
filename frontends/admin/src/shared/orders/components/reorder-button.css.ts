import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const body = style({ display: "grid", gap: vars.space.sm });

export const linkRow = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm });

export const linkField = style({ flex: 1, minWidth: 0, fontFamily: vars.font.mono });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
