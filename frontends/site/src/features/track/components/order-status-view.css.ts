/** @module The status page: one column on phones, the details beside the steps from 900 px. */
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@stringing/ui/theme.css";

const wide = "(min-width: 900px)";

export const inner = style({
  maxWidth: 1040,
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  "@media": { "(min-width: 640px)": { paddingInline: vars.space.lg, paddingBlock: vars.space.xxl } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 800, lineHeight: 1.2 });

export const summary = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, overflowWrap: "anywhere" });

/**
 * One column on phones, in the order that matters there (status, payment,
 * shipping in, parcels, history: `place`); two from 900 px, the work on the
 * left and the payment and parcels on the right.
 */
export const columns = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  "@media": { [wide]: { display: "grid", gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } },
});

export const column = style({ display: "contents", "@media": { [wide]: { display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 } } });

export const place = styleVariants({
  status: { order: 1 },
  // Before the payment in the page (same order, earlier in the markup): answer the extra work, then pay.
  extraWork: { order: 2 },
  payment: { order: 2 },
  shipIn: { order: 3 },
  parcels: { order: 4 },
  pocket: { order: 5 },
  history: { order: 6 },
  comeBack: { order: 7 },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const steps = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 0 });

export const step = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "32px minmax(0, 1fr)",
  columnGap: vars.space.md,
  paddingBottom: vars.space.lg,
  selectors: {
    // The line joining a step's dot to the next one.
    "&:not(:last-child)::before": {
      content: '""',
      position: "absolute",
      left: 15,
      top: 32,
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
    "&:last-child": { paddingBottom: 0 },
  },
});

export const stepDone = style({ selectors: { "&:not(:last-child)::before": { background: vars.color.brand } } });

export const dot = style({
  display: "grid",
  placeItems: "center",
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const dotState = styleVariants({
  done: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast },
  current: { borderColor: vars.color.brand, color: vars.color.brandStrong, boxShadow: `0 0 0 4px ${vars.color.brandSoft}` },
  upcoming: {},
});

/** Its first line centred on the 32 px dot; a long one ("In the workshop, ships by Wednesday, September 30") wraps on a phone. */
export const stepLabel = style({ margin: 0, fontWeight: 700, lineHeight: "24px", paddingBlock: 4, overflowWrap: "anywhere" });

export const stepLabelCurrent = style({ color: vars.color.brandStrong });

export const stepDetail = style({ gridColumn: 2, display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.xs });

export const stepHint = style({ margin: 0, color: vars.color.textMuted });

export const cancelled = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.badgeRed,
  color: vars.color.badgeRedText,
  fontWeight: 600,
});

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const badgeTone = styleVariants({
  unpaid: { background: vars.color.badgeYellow, color: vars.color.badgeYellowText },
  paid: { background: vars.color.badgeGreen, color: vars.color.badgeGreenText },
  refunded: { background: vars.color.badgeBlue, color: vars.color.badgeBlueText },
});

export const paymentRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.md });

export const payError = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const amount = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 });

export const trackingList = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.md });

export const trackingTerm = style({ fontWeight: 700 });

export const trackingValue = style({ margin: `${vars.space.xxs} 0 0`, display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const labelSteps = style({ margin: 0, paddingLeft: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const mono = style({ fontFamily: vars.font.mono, overflowWrap: "anywhere" });

export const link = style({ color: vars.color.brandStrong, fontWeight: 600 });

export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const event = style({
  display: "flex",
  flexDirection: "column",
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.brandSoft}`,
});

export const eventTime = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.md });

/** The pocket's lines: the term above its value on a phone, beside it from 640 px. */
export const recipe = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const recipeLine = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "7rem minmax(0, 1fr)", columnGap: vars.space.md } },
});

export const recipeValue = style({ margin: 0, overflowWrap: "anywhere" });

export const recipeNotes = style({ margin: `${vars.space.xxs} 0 0`, whiteSpace: "pre-line", overflowWrap: "anywhere" });

/** The card's full width on a phone, where the words would wrap beside empty space; its own width from 640 px. */
export const againLink = style({ alignSelf: "stretch", textAlign: "center", "@media": { "(min-width: 640px)": { alignSelf: "flex-start" } } });

/** The QR code beside its words; under them on a narrow phone. */
export const comeBack = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });

export const comeBackText = style({ flex: "1 1 12rem", display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const comeBackLead = style({ margin: 0, fontWeight: 700 });

/** White all round (the drawing's quiet zone), framed so it stays a square on a white card too. */
export const qrCode = style({
  display: "block",
  flex: "none",
  width: 132,
  height: 132,
  background: "#ffffff",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
