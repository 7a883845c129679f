import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

const desktop = "screen and (min-width: 900px)";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 50,
  background: "rgba(255, 255, 255, 0.96)",
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  "@supports": { "(backdrop-filter: blur(8px))": { background: "rgba(255, 255, 255, 0.85)", backdropFilter: "blur(8px)" } },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  maxWidth: 1200,
  height: 64,
  marginInline: "auto",
  paddingInline: vars.space.md,
  "@media": { [desktop]: { height: 72, paddingInline: vars.space.lg } },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: 800,
  fontSize: vars.fontSize.md,
  whiteSpace: "nowrap",
  textDecoration: "none",
  letterSpacing: "-0.01em",
  borderRadius: vars.radius.sm,
  "@media": { "screen and (min-width: 400px)": { fontSize: vars.fontSize.lg } },
});

export const desktopNav = style({
  display: "none",
  "@media": { [desktop]: { display: "flex", alignItems: "center", gap: vars.space.lg } },
});

export const linkList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [desktop]: { flexDirection: "row", gap: vars.space.xs } },
});

export const navLink = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: "none",
  ":hover": { background: vars.color.brandSoft, color: vars.color.brandStrong },
  "@media": { [desktop]: { padding: `${vars.space.sm} ${vars.space.sm}` } },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const adminLink = style({
  color: vars.color.brandStrong,
  fontWeight: 600,
  textDecoration: "none",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  ":hover": { background: vars.color.brandSoft },
});

export const menuButton = style({
  color: vars.color.text,
  "@media": { [desktop]: { display: "none" } },
});

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  background: vars.color.surface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  selectors: { "&[hidden]": { display: "none" } },
  "@media": { [desktop]: { display: "none" } },
});

export const mobileActions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const hiddenOnMobile = style({
  display: "none",
  "@media": { [desktop]: { display: "inline-flex" } },
});
