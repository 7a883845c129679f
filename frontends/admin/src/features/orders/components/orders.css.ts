import { style } from "@vanilla-extract/css";
import { atLeastTablet } from "@stringing/ui/breakpoints";
import { vars } from "@stringing/ui/theme.css";

export const headerRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

/** The Orders tab's search box grows; the filters sit beside it, or under it on phones. */
export const search = style({ flex: "1 1 260px", maxWidth: 480 });

export const filters = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm, flex: "0 1 auto" });

export const filter = style({ minWidth: 180, flex: "1 1 180px" });

/** The Orders tab's toolbar: the search box lines up with the labelled filters' boxes. */
export const filterBar = style({ alignItems: "flex-end" });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const sectionText = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stack = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.xxs, minWidth: 0 });

export const strong = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** A long e-mail breaks inside the Customer column rather than widening the Shipping table past its frame. */
export const customer = style({ overflowWrap: "anywhere", minWidth: 120 });

export const address = style({ minWidth: 160, maxWidth: 240 });

export const actions = style({ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: vars.space.xs, whiteSpace: "nowrap" });

/** An order page's header buttons: beside the title on a laptop, wrapping onto their own lines on a phone rather than past its edge. */
export const pageActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

/** A tracking number stays on one line in the table; on a phone's card it may break anywhere. */
export const trackingNumber = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: "anywhere",
  "@media": { [atLeastTablet]: { whiteSpace: "nowrap" } },
});

export const detailsSection = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const trackList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const trackLink = style({ width: "100%", justifyContent: "space-between" });

export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const orderLink = style({ fontWeight: 600, color: "inherit", textDecoration: "underline", textUnderlineOffset: 3 });
