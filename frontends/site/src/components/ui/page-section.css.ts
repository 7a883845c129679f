import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const section = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  scrollMarginTop: 80,
  selectors: {
    "&:nth-of-type(even)": { background: vars.color.surfaceMuted },
    "&:focus": { outline: "none" },
  },
  "@media": { "(min-width: 640px)": { paddingBlock: vars.space.xxxl, paddingInline: vars.space.lg } },
});

export const inner = style({ maxWidth: 1200, marginInline: "auto" });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  textAlign: "center",
  color: vars.color.text,
});

export const subheading = style({
  marginTop: vars.space.sm,
  marginBottom: 0,
  textAlign: "center",
  color: vars.color.textMuted,
});
