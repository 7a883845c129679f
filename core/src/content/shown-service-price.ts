/**
 * docs/rules/content.md, Services: a service card shows its price display text as typed
 * ("Contact for pricing", "From $45"), and no price when it is blank; the
 * cents price is never shown. The admin's Services list shows the same.
 *
 * Its own module, free of zod: the landing page imports it, and the
 * schemas would add ~23 KB gzip to the JavaScript every visitor loads.
 */
export const shownServicePrice = (priceDisplay: unknown): string | null =>
  typeof priceDisplay === "string" && priceDisplay.trim() !== "" ? priceDisplay : null;
