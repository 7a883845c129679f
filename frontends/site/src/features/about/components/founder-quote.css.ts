import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const figure = style({
  display: "flex",
  gap: vars.space.lg,
  alignItems: "center",
  margin: `${vars.space.xl} 0 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderLeft: `4px solid ${vars.color.brandStrong}`,
  background: vars.color.surface,
});

export const portrait = style({ flex: "none", width: 96, height: 96, borderRadius: "50%", objectFit: "cover", background: vars.color.surfaceMuted });

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg, fontStyle: "italic", lineHeight: 1.6, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const name = style({ marginTop: vars.space.sm, fontWeight: 700, color: vars.color.brandStrong });
