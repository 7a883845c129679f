import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const wrapper = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 120 });

export const track = style({
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});

export const fill = styleVariants({
  out: { background: vars.color.danger },
  low: { background: vars.color.warning },
  in: { background: vars.color.success },
});

export const fillBase = style({ display: "block", height: "100%", borderRadius: vars.radius.full, transition: "width 200ms ease-out" });

export const label = styleVariants({
  out: { color: vars.color.danger },
  // The warning colour is for the bar's fill; as 12 px text on white it reads at 4.2:1, under the 4.5:1 text needs.
  low: { color: vars.color.badgeYellowText },
  in: { color: vars.color.success },
});

export const labelBase = style({ fontSize: vars.fontSize.xs, fontWeight: 600 });
