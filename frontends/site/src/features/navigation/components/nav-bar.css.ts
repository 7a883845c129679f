/**
 * Three layouts, phones first: brand and menu toggle; from the tablet
 * breakpoint also Admin Login and Order Now; from the desktop breakpoint the
 * section links instead of the toggle, tighter up to wide screens so the bar
 * fits one line at 1024 px. What shows or hides is set on wrappers owned
 * here, never on the shared Button, whose own `display` would win or lose
 * depending on the order the stylesheets load in.
 */
import { style } from "@vanilla-extract/css";
import { atLeastDesktop, atLeastTablet } from "@stringing/ui/breakpoints";
import { vars } from "@stringing/ui/theme.css";

const wide = "screen and (min-width: 1280px)";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 50,
  background: `color-mix(in srgb, ${vars.color.background} 96%, transparent)`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  "@supports": {
    "(backdrop-filter: blur(8px))": { background: `color-mix(in srgb, ${vars.color.background} 85%, transparent)`, backdropFilter: "blur(8px)" },
  },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  maxWidth: 1200,
  height: 64,
  marginInline: "auto",
  paddingInline: vars.space.md,
  "@media": { [atLeastDesktop]: { height: 72, paddingInline: vars.space.lg }, [wide]: { gap: vars.space.md } },
});

export const brand = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: 800,
  fontSize: vars.fontSize.md,
  whiteSpace: "nowrap",
  textDecoration: "none",
  letterSpacing: "-0.01em",
  borderRadius: vars.radius.sm,
  "@media": {
    "screen and (min-width: 400px)": { fontSize: vars.fontSize.lg },
    [atLeastDesktop]: { fontSize: vars.fontSize.md },
    [wide]: { fontSize: vars.fontSize.lg },
  },
});

export const brandMark = style({ flexShrink: 0 });

export const desktopNav = style({
  display: "none",
  minWidth: 0,
  "@media": { [atLeastDesktop]: { display: "flex", alignItems: "center" } },
});

export const linkList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [atLeastDesktop]: { flexDirection: "row", gap: 0 }, [wide]: { gap: vars.space.xs } },
});

export const navLink = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 500,
  whiteSpace: "nowrap",
  textDecoration: "none",
  ":hover": { background: vars.color.brandSoft, color: vars.color.brandStrong },
  "@media": {
    [atLeastDesktop]: { padding: `${vars.space.sm} 6px`, fontSize: vars.fontSize.sm },
    [wide]: { padding: `${vars.space.sm} ${vars.space.sm}`, fontSize: vars.fontSize.md },
  },
});

export const actions = style({ display: "flex", flexShrink: 0, alignItems: "center", gap: vars.space.sm });

/** Admin Login and Order Now in the bar: in the menu panel on phones. */
export const barCalls = style({
  display: "none",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [atLeastTablet]: { display: "flex" } },
});

export const callLink = style({ whiteSpace: "nowrap" });

export const adminLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 36,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: "nowrap",
  textDecoration: "none",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  ":hover": { background: vars.color.brandSoft },
});

/** The toggle's wrapper: shown below the desktop breakpoint only. */
export const menuToggle = style({
  display: "flex",
  "@media": { [atLeastDesktop]: { display: "none" } },
});

export const menuButton = style({ color: vars.color.text });

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  background: vars.color.surface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  selectors: { "&[hidden]": { display: "none" } },
  "@media": { [atLeastDesktop]: { display: "none" } },
});

/** The calls in the panel, for phones; from the tablet breakpoint they sit in the bar. */
export const mobileActions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [atLeastTablet]: { display: "none" } },
});
