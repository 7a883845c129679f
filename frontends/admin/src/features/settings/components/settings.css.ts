import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";
import { atLeastTablet } from "@stringing/ui/breakpoints";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const tabList = style({ overflowX: "auto", maxWidth: "100%" });

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0, paddingTop: vars.space.md });

export const muted = style({ color: vars.color.textMuted });

export const truncate = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  maxWidth: 320,
  minWidth: 160,
});

export const breakAnywhere = style({ overflowWrap: "anywhere", maxWidth: 280, display: "inline-block" });

export const thumb = style({
  width: 56,
  height: 56,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  display: "block",
});

export const actions = style({ display: "flex", gap: vars.space.xs, justifyContent: "flex-end", flexWrap: "nowrap" });

export const imageField = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const imageRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const imagePreview = style({
  width: 120,
  height: 96,
  objectFit: "cover",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const sectionGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [atLeastTablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const visibilityGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: vars.space.sm,
});

export const visibilityItem = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const sectionName = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const preview = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const previewLine = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });

export const previewLabel = style({ fontWeight: 600, color: vars.color.textMuted, marginRight: vars.space.xs });

export const infoList = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const infoTerm = style({ fontWeight: 600, color: vars.color.textMuted });

export const infoValue = style({ margin: 0, overflowWrap: "anywhere" });

export const linkHint = style({ display: "block", marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const systemGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
});

/** A prompt the owner must act on (the owner address), in the badge's contrast-checked yellow in both themes. */
export const warning = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.badgeYellow,
  color: vars.color.badgeYellowText,
  overflowWrap: "anywhere",
});

export const sectionHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
