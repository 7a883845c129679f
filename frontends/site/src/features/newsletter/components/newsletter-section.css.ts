import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: 560,
  margin: `${vars.space.xl} auto 0`,
  "@media": { "(min-width: 640px)": { flexDirection: "row", alignItems: "flex-start" } },
});

export const field = style({ flex: 1 });

export const button = style({ "@media": { "(min-width: 640px)": { marginTop: 26 } } });
