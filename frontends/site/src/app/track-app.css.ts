import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { "(min-width: 640px)": { paddingInline: vars.space.lg } },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: "none",
  minHeight: 44,
});

export const headerLink = style({ color: vars.color.brandStrong, fontWeight: 600, minHeight: 44, display: "inline-flex", alignItems: "center" });

export const main = style({ outline: "none", minHeight: "60vh" });

export const centered = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  textAlign: "center",
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.md,
});

export const errorTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const errorText = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: "center",
  fontSize: vars.fontSize.sm,
});

export const footerLink = style({ color: vars.color.brandStrong, fontWeight: 600 });
