import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const HERO_HEIGHT = 600;

export const hero = style({
  position: "relative",
  // At least the 600 px of docs/rules/public-site.md, Hero; the owner's optional subtitle and extra text may need more on a phone.
  minHeight: HERO_HEIGHT,
  display: "flex",
  alignItems: "center",
  overflow: "hidden",
  background: "#0F2A33",
  color: "#FFFFFF",
});

export const picture = style({ position: "absolute", inset: 0 });

export const image = style({ width: "100%", height: "100%", objectFit: "cover", objectPosition: "center" });

export const shade = style({
  position: "absolute",
  inset: 0,
  background: "linear-gradient(90deg, rgba(6, 20, 26, 0.86) 0%, rgba(6, 20, 26, 0.6) 55%, rgba(6, 20, 26, 0.25) 100%)",
  "@media": { "(max-width: 639px)": { background: "linear-gradient(180deg, rgba(6, 20, 26, 0.55) 0%, rgba(6, 20, 26, 0.85) 100%)" } },
});

export const inner = style({
  position: "relative",
  width: "100%",
  maxWidth: 1200,
  marginInline: "auto",
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  "@media": { "(min-width: 640px)": { paddingInline: vars.space.lg } },
});

export const copy = style({ maxWidth: 640, display: "flex", flexDirection: "column", gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: 800,
  letterSpacing: "-0.02em",
  textWrap: "balance",
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: "rgba(255, 255, 255, 0.85)",
});

export const description = style({
  margin: 0,
  fontSize: "clamp(1rem, 1vw + 0.8rem, 1.25rem)",
  lineHeight: 1.6,
  color: "rgba(255, 255, 255, 0.9)",
});

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const spinnerBox = style({ position: "relative", width: "100%" });
