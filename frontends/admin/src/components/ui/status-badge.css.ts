import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: "nowrap",
  border: "1px solid transparent",
});

export const tone = styleVariants({
  yellow: { background: vars.color.badgeYellow, color: vars.color.badgeYellowText },
  blue: { background: vars.color.badgeBlue, color: vars.color.badgeBlueText },
  green: { background: vars.color.badgeGreen, color: vars.color.badgeGreenText },
  purple: { background: vars.color.badgePurple, color: vars.color.badgePurpleText },
  red: { background: vars.color.badgeRed, color: vars.color.badgeRedText },
  brand: { background: vars.color.brandSoft, color: vars.color.brandStrong },
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted, borderColor: vars.color.border },
});
