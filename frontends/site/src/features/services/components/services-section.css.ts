import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  height: "100%",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const iconBox = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
});

export const iconBg = styleVariants({
  primary: { background: vars.color.brandSoft, color: vars.color.brandStrong },
  secondary: { background: vars.color.badgeBlue, color: vars.color.badgeBlueText },
  accent: { background: vars.color.badgeYellow, color: vars.color.badgeYellowText },
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const features = style({ margin: 0, padding: 0, listStyle: "none", display: "flex", flexDirection: "column", gap: vars.space.sm, flex: 1 });

export const feature = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm });

export const check = style({ color: vars.color.brandStrong, flex: "none", marginTop: 2 });

export const price = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.brandStrong });

export const center = style({ marginTop: vars.space.xl });
