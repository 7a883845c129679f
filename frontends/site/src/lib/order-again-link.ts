/**
 * @module "Order this pocket again" (docs/rules/order-form.md, Ordering a
 * pocket again): the status page's link to the order form, and the form's
 * reading of it (features do not import each other, so both sides live
 * here).
 *
 * The link carries the pocket itself in its query, under the order form's
 * own field names, and the old order's number: `/?again=69&serviceType=…#order`.
 * Not the status page's token: that token also opens the order's return
 * label, which names the player's address, and a landing page URL is one a
 * player shares with a teammate ("order my pocket"). The pocket is no
 * personal data; anything that may be (contact, address, free-text notes)
 * never goes into the link, whatever the recipe holds. The pocket in
 * detail (`recipe.pocket`) travels as short parameters of its own
 * (pocket-link.ts: `mesh`, `dia`, `side`, `top`, `s1`…`s4`, `chan`, `whip`).
 */
import { pocketLinkParams } from "./pocket-link.ts";

/** The query parameter that marks a link as a reorder; its value is the old order's number. */
export const AGAIN_PARAM = "again";

/** The recipe's fields in the order people read a pocket, known to every form since the first one. */
export const POCKET_FIELDS = ["serviceType", "headType", "headColor", "position", "pocketPreference", "meshOption", "stringOption"] as const;

/**
 * Field names that may hold contact, address or free text a player wrote:
 * never put in a link, even if a recipe carried one.
 */
const PERSONAL = /name|mail|phone|contact|address|ship|city|state|zip|postal|country|note|heard|website|opt.?in|token/i;

/** Each value at most this long: a head's model or a colour, not a paragraph. */
const MAX_VALUE = 200;

const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;

export const isPersonalField = (name: string): boolean => PERSONAL.test(name);

/** The recipe's values that may travel in a link: short text and numbers, under names that are no contact or address field. */
export function linkableRecipe(recipe: Readonly<Record<string, unknown>>): [string, string][] {
  const known = POCKET_FIELDS.filter((field) => field in recipe);
  const others = Object.keys(recipe)
    .filter((field) => !(POCKET_FIELDS as readonly string[]).includes(field))
    .sort();
  const entries: [string, string][] = [];
  for (const field of [...known, ...others]) {
    if (field === AGAIN_PARAM || !FIELD_NAME.test(field) || isPersonalField(field)) continue;
    const value = recipe[field];
    const text = typeof value === "string" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
    if (text !== "" && text.length <= MAX_VALUE) entries.push([field, text]);
  }
  return entries;
}

/** The landing page's order section, filled with the pocket of order `orderId`, its details too. */
export function orderAgainHref(orderId: number, recipe: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams([[AGAIN_PARAM, String(orderId)], ...linkableRecipe(recipe), ...pocketLinkParams(recipe.pocket)]);
  return `/?${query.toString().replace(/\+/g, "%20")}#order`;
}

export interface OrderAgain {
  /** The old order's number, or null when the link names none that makes sense. */
  fromOrder: number | null;
  /** The pocket's fields as the link carries them (no contact or address field, whatever the query holds). */
  fields: Record<string, string>;
}

/** A reorder link's pocket from a page's query (`location.search`), or null when the page was not opened by one. */
export function readOrderAgain(search: string): OrderAgain | null {
  const query = new URLSearchParams(search);
  const again = query.get(AGAIN_PARAM);
  if (again === null) return null;
  const fields: Record<string, string> = {};
  for (const [field, value] of query) {
    if (field === AGAIN_PARAM || !FIELD_NAME.test(field) || isPersonalField(field) || field in fields) continue;
    const text = value.trim();
    if (text !== "" && text.length <= MAX_VALUE) fields[field] = text;
  }
  return { fromOrder: /^[1-9][0-9]{0,14}$/.test(again) ? Number(again) : null, fields };
}

/**
 * The page's address without the reorder link's parameters, nor any other
 * field-like one someone put in it (`customerEmail=…` added by hand): a
 * reload does not fill the form again and the address bar keeps no personal
 * data. Parameters of other shapes (`utm_source`) and the anchor stay.
 */
export function withoutOrderAgain(url: string): string {
  const parsed = new URL(url);
  const kept = [...parsed.searchParams].filter(([field]) => field !== AGAIN_PARAM && !FIELD_NAME.test(field));
  parsed.search = kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : "";
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
