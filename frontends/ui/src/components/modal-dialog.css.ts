import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme.css.ts";
import { atLeastTablet } from "../breakpoints.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 200,
  display: "flex",
  alignItems: "stretch",
  justifyContent: "center",
  background: vars.color.overlay,
  selectors: { "&[data-entering]": { animation: `${fadeIn} 120ms ease-out` } },
  "@media": {
    [atLeastTablet]: { alignItems: "center", padding: vars.space.lg },
    "(prefers-reduced-motion: reduce)": { animation: "none" },
  },
});

export const modal = style({
  width: "100%",
  maxHeight: "100dvh",
  display: "flex",
  outline: "none",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  "@media": { [atLeastTablet]: { maxHeight: "calc(100dvh - 48px)", borderRadius: vars.radius.lg } },
});

export const size = {
  sm: style({ "@media": { [atLeastTablet]: { maxWidth: 440 } } }),
  md: style({ "@media": { [atLeastTablet]: { maxWidth: 600 } } }),
  lg: style({ "@media": { [atLeastTablet]: { maxWidth: 860 } } }),
} as const;

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  minWidth: 0,
  outline: "none",
  // The dialog itself takes focus when it opens; the ring belongs on its controls.
  selectors: { "&[tabindex]:focus-visible": { outline: "none" } },
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, paddingTop: vars.space.sm, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const body = style({ padding: vars.space.lg, overflowY: "auto", flex: 1, minHeight: 0 });

export const footer = style({
  display: "flex",
  flexWrap: "wrap-reverse",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
