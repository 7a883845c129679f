import { style } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

export const form = style({
  maxWidth: 880,
  margin: `${vars.space.xl} auto 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  "@media": { "(min-width: 640px)": { padding: vars.space.xl } },
});

export const group = style({ border: "none", margin: 0, padding: 0, minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.md });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
});

export const row = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const rowThree = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.brand}`,
});

export const submitRow = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, alignItems: "stretch" });

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** About the form's own height, so nothing below it moves when it arrives. */
export const placeholder = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  paddingTop: vars.space.xxl,
  maxWidth: 880,
  margin: `${vars.space.xl} auto 0`,
  minHeight: 2270,
  "@media": { "(min-width: 640px)": { minHeight: 1680 } },
});

export const noteText = style({ margin: 0, fontWeight: 600 });

export const noteList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

/** "Pocket details (optional)": the section's title as the button that opens it. */
export const toggle = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  width: "100%",
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    "&:hover": { borderColor: vars.color.brand },
  },
});

export const chevron = style({ flexShrink: 0, transition: "transform 150ms ease", "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } } });

export const chevronOpen = style({ transform: "rotate(180deg)" });

/** The pocket in detail's fields; no display of its own, so `hidden` hides it. */
export const panel = style({ border: "none", margin: 0, padding: 0, minWidth: 0 });
