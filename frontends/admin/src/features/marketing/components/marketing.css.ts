import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const serviceRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.md });

export const serviceText = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const buttonRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const search = style({ flex: "1 1 240px", maxWidth: 420 });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const email = style({ overflowWrap: "anywhere" });

export const muted = style({ color: vars.color.textMuted });

export const fileList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const fileItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const result = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.badgeGreen,
  color: vars.color.badgeGreenText,
  fontWeight: 600,
});

export const failedCount = style({ color: vars.color.badgeRedText, fontWeight: 600 });

export const preview = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, margin: 0 });

/** The mail as a mail client shows it: always on the mail's own light page, whatever the admin's theme. */
export const previewFrame = style({
  width: "100%",
  height: 420,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: "#F4F7F8",
});
