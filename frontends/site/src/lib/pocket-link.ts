/**
 * @module The pocket in detail in a reorder link (order-again-link.ts):
 * short query parameters beside the form's own fields, each one part, the
 * values core's (orders/pocket-words.ts) as stored:
 *
 *   mesh=StringKing%204S   mesh brand
 *   dia=11                 diamonds
 *   side=Red               sidewall colour
 *   top=White              top string colour
 *   s1=v.hockey_lace.White shooters top to bottom, s1 … s4: style, then
 *   s2=straight            material and colour when said (empty between
 *   s3=u..Blue             the dots when not; trailing ones dropped)
 *   chan=slight            channel
 *   whip=low               whip
 *
 * A part nobody said is left out; a link without any is an order from
 * before the pocket in detail. Colours and brands are short free text the
 * player typed about a stick, never contact or address; the reader
 * (features/order/order-again-prefill.ts) checks every value again.
 * Type-only imports: the status page builds the link without the form's
 * schema.
 */
import type { PocketDetails } from "@stringing/core/orders/pocket-words";

export const POCKET_PARAMS = {
  meshBrand: "mesh",
  diamonds: "dia",
  sidewallColor: "side",
  topStringColor: "top",
  channel: "chan",
  whip: "whip",
} as const satisfies Partial<Record<keyof PocketDetails, string>>;

/** The parameter of the shooter at `index` (0 = top): s1 … s4. */
export const shooterParam = (index: number): string => `s${index + 1}`;

const SHOOTER_PARAM = /^s([1-9])$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : "";

/** The pocket's parameters for a recipe's `pocket` (whatever the API answered: anything not of its shape is left out). */
export function pocketLinkParams(pocket: unknown): [string, string][] {
  if (!isObject(pocket)) return [];
  const entries: [string, string][] = [];
  const add = (param: string, value: unknown) => {
    const text = textOf(value);
    if (text !== "") entries.push([param, text]);
  };
  add(POCKET_PARAMS.meshBrand, pocket.meshBrand);
  add(POCKET_PARAMS.diamonds, pocket.diamonds);
  add(POCKET_PARAMS.sidewallColor, pocket.sidewallColor);
  add(POCKET_PARAMS.topStringColor, pocket.topStringColor);
  const shooters = Array.isArray(pocket.shooters) ? pocket.shooters.filter(isObject) : [];
  shooters.slice(0, 9).forEach((shooter, index) => {
    const style = textOf(shooter.style);
    if (style === "") return;
    add(shooterParam(index), [style, textOf(shooter.material), textOf(shooter.color)].join(".").replace(/\.+$/, ""));
  });
  add(POCKET_PARAMS.channel, pocket.channel);
  add(POCKET_PARAMS.whip, pocket.whip);
  return entries;
}

/** One shooter as its parameter carries it: `v.hockey_lace.White` → style, material, colour ("" when not said; the colour may hold dots). */
export function readShooterParam(value: string): { style: string; material: string; color: string } {
  const [style = "", material = "", ...color] = value.split(".");
  return { style: style.trim(), material: material.trim(), color: color.join(".").trim() };
}

/** The shooters' parameters of a reorder link's fields, top to bottom (s1, s2 …, gaps closed). */
export function shooterParamsOf(fields: Readonly<Record<string, string>>): string[] {
  return Object.keys(fields)
    .map((field) => ({ field, index: SHOOTER_PARAM.exec(field)?.[1] }))
    .filter((entry): entry is { field: string; index: string } => entry.index !== undefined)
    .sort((a, b) => Number(a.index) - Number(b.index))
    .map((entry) => fields[entry.field] as string);
}

/** Whether a reorder link's fields say any part of the pocket in detail. */
export const linkSaysPocket = (fields: Readonly<Record<string, string>>): boolean =>
  Object.values(POCKET_PARAMS).some((param) => param in fields) || shooterParamsOf(fields).length > 0;
