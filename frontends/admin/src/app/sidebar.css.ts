import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const SIDEBAR_WIDTH = 260;

export const sidebar = style({
  width: SIDEBAR_WIDTH,
  height: "100%",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: "auto",
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const brandMark = style({
  display: "grid",
  placeItems: "center",
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  letterSpacing: "0.02em",
  flex: "none",
});

export const brandText = style({ display: "flex", flexDirection: "column", lineHeight: 1.15, minWidth: 0 });

export const shopName = style({ fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.textMuted });

export const nav = style({ flex: 1 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: "none",
  ":hover": { background: vars.color.surfaceMuted, color: vars.color.text },
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
  },
});

export const footer = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const user = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const avatar = style({
  flex: "none",
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  display: "grid",
  placeItems: "center",
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
});

export const userText = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const userName = style({ fontWeight: 700, color: vars.color.text, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const role = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const logout = style({ justifyContent: "flex-start", width: "100%" });
