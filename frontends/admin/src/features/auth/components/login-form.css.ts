import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const submit = style({ width: "100%", marginTop: vars.space.sm });
