import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const footer = style({ background: vars.color.toast, color: vars.color.toastText, paddingBlock: vars.space.xxl, paddingInline: vars.space.md });

export const inner = style({
  maxWidth: 1200,
  marginInline: "auto",
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  // An e-mail address is one long word: it may break anywhere rather than push the page sideways.
  overflowWrap: "anywhere",
  "@media": {
    "(min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    "(min-width: 1024px)": { gridTemplateColumns: "minmax(0, 1.6fr) repeat(2, minmax(0, 1fr)) minmax(0, 1.4fr)" },
  },
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  color: "#FFFFFF",
});

export const brandMark = style({ flexShrink: 0 });

export const promise = style({ margin: `${vars.space.md} 0 0`, lineHeight: 1.6, maxWidth: 420 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: "#FFFFFF" });

export const list = style({ margin: `${vars.space.md} 0 0`, padding: 0, listStyle: "none", display: "flex", flexDirection: "column", gap: vars.space.sm });

export const link = style({
  color: vars.color.toastText,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  ":hover": { color: "#FFFFFF", textDecoration: "underline" },
  ":focus-visible": { outline: "3px solid #6FD0CF", outlineOffset: 2 },
});

export const socials = style({ display: "flex", gap: vars.space.sm, margin: `${vars.space.lg} 0 0`, padding: 0, listStyle: "none" });

export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: "rgba(255, 255, 255, 0.1)",
  color: "#FFFFFF",
  ":hover": { background: vars.color.brand, color: vars.color.brandContrast },
  ":focus-visible": { outline: "3px solid #6FD0CF", outlineOffset: 2 },
});

export const bottom = style({
  maxWidth: 1200,
  marginInline: "auto",
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: "1px solid rgba(255, 255, 255, 0.15)",
  fontSize: vars.fontSize.sm,
});

export const small = style({ margin: 0 });

export const note = style({ margin: `${vars.space.md} 0 0`, whiteSpace: "pre-line", overflowWrap: "anywhere" });
