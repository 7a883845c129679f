import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";
import { SIDEBAR_WIDTH } from "./sidebar.css.ts";

const wide = "screen and (min-width: 1024px)";

export const layout = style({
  minHeight: "100vh",
  background: vars.color.background,
  color: vars.color.text,
  "@media": { [wide]: { display: "grid", gridTemplateColumns: `${SIDEBAR_WIDTH}px 1fr` } },
});

export const fixedSidebar = style({
  display: "none",
  "@media": { [wide]: { display: "block", position: "sticky", top: 0, height: "100vh" } },
});

export const topBar = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  height: 56,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [wide]: { display: "none" } },
});

export const topTitle = style({ fontWeight: 700 });

export const main = style({
  minWidth: 0,
  padding: vars.space.md,
  "@media": { "screen and (min-width: 640px)": { padding: vars.space.xl } },
  selectors: { "&:focus": { outline: "none" } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: `translateX(-${SIDEBAR_WIDTH}px)` }, to: { transform: "translateX(0)" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
  selectors: { "&[data-entering]": { animation: `${fadeIn} 150ms ease-out` } },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const drawer = style({
  position: "fixed",
  top: 0,
  bottom: 0,
  left: 0,
  width: SIDEBAR_WIDTH,
  maxWidth: "85vw",
  boxShadow: vars.shadow.lg,
  selectors: { "&[data-entering]": { animation: `${slideIn} 180ms ease-out` } },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const dialog = style({ height: "100%", outline: "none", position: "relative" });

export const closeButton = style({ position: "absolute", top: vars.space.sm, right: vars.space.sm, zIndex: 1 });
