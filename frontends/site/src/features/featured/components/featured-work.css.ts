import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const image = style({ display: "block", width: "100%", height: "auto", aspectRatio: "4 / 5", objectFit: "cover", background: vars.color.surfaceMuted });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.lg });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const price = style({ margin: 0, fontWeight: 700, color: vars.color.brandStrong });
