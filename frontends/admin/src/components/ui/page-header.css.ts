import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, marginBottom: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.text, letterSpacing: "-0.01em" });

export const description = style({ margin: 0, color: vars.color.textMuted });
