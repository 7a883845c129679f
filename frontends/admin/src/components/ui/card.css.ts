import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";
import { atLeastTablet } from "@stringing/ui/breakpoints";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  "@media": { [atLeastTablet]: { padding: vars.space.lg } },
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const description = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
