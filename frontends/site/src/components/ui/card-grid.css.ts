import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
});

export const columns = styleVariants({
  1: { maxWidth: 480, marginInline: "auto" },
  2: { "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } }, maxWidth: 880, marginInline: "auto" },
  3: {
    "@media": {
      "(min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      "(min-width: 1024px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
});
