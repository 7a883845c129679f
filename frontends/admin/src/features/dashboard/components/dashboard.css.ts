import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

const tablet = "screen and (min-width: 640px)";
const desktop = "screen and (min-width: 1200px)";
// Beside the sidebar, the Recent Orders table needs the whole width up to here; narrower, it was cut off at 1440 px.
const wide = "screen and (min-width: 1680px)";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { [desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const statCard = style({ padding: vars.space.md, gap: vars.space.xs, "@media": { [tablet]: { padding: vars.space.lg } } });

export const statLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 800, lineHeight: 1.1, color: vars.color.text });

export const statHint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const statError = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.danger });

export const quickLinks = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  "@media": { [tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const quickLink = style({ width: "100%" });

export const alert = style({ borderColor: vars.color.warning, background: vars.color.badgeYellow, color: vars.color.badgeYellowText });

export const alertRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.md });

export const alertTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md });

export const alertText = style({ margin: `${vars.space.xxs} 0 0` });

export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [wide]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});

export const side = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  alignContent: "start",
  gap: vars.space.lg,
  minWidth: 0,
  "@media": {
    [tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [wide]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});

export const bigNumber = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 });

export const progressTrack = style({ height: 10, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: "hidden" });

export const progressFill = style({ height: "100%", borderRadius: vars.radius.full, background: vars.color.brand, transition: "width 200ms ease" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const strong = style({ fontWeight: 600 });

export const orderLink = style({ fontWeight: 600, color: "inherit", textDecoration: "underline", textUnderlineOffset: 3 });

export const small = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
