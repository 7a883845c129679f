/** Styles of the Crop Image dialog: the 300 px preview and the zoom slider. */
import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const cropArea = style({
  height: 300,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const cropCanvas = style({
  maxWidth: "100%",
  maxHeight: "100%",
  cursor: "grab",
  touchAction: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const slider = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const sliderHeader = style({ display: "flex", justifyContent: "space-between", fontSize: vars.fontSize.sm, fontWeight: 600 });

export const sliderTrack = style({
  position: "relative",
  height: 28,
  width: "100%",
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      top: "50%",
      left: 0,
      right: 0,
      height: 4,
      transform: "translateY(-50%)",
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
  },
});

export const sliderThumb = style({
  top: "50%",
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  selectors: { "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
