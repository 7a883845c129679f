/**
 * @module The pocket in detail as a form holds it (core's
 * orders/pocket-details.ts): text for every part while typing, the diamonds
 * too, and a shooter list; what core's schema checks is made from it
 * (`pocketInput`), each message filed under its own field
 * (`pocketCheck`, for `useSchemaForm`'s `nested`), and the names a
 * server's field errors (`pocket.shooters.0.style`) are shown on
 * (`pocketFieldNames`, for `showServerErrors`).
 *
 *   const form = useSchemaForm(schema, { ...defaults, pocket: pocketFormValues(order.pocket) },
 *     { toInput: (v) => ({ ...v, pocket: pocketInput(v.pocket) }), nested: pocketCheck("pocket") });
 *   <PocketDetailsFields control={form.control} name="pocket" />
 */
import { get } from "react-hook-form";
import { MAX_SHOOTERS, type PocketDetails, type PocketDetailsInput, pocketDetailsSchema } from "@stringing/core/orders/pocket-details";

/** One shooter row: a style always (a new row starts "straight"), material and colour "" when not said. */
export interface ShooterFormValues {
  style: string;
  material: string;
  color: string;
}

/** The pocket's fields while typing: "" for a part nobody said. */
export interface PocketFormValues {
  meshBrand: string;
  diamonds: string;
  sidewallColor: string;
  topStringColor: string;
  shooters: ShooterFormValues[];
  channel: string;
  whip: string;
}

export const EMPTY_POCKET_FORM: PocketFormValues = {
  meshBrand: "",
  diamonds: "",
  sidewallColor: "",
  topStringColor: "",
  shooters: [],
  channel: "",
  whip: "",
};

export const NEW_SHOOTER: ShooterFormValues = { style: "straight", material: "", color: "" };

/** A stored pocket (an order's, a recipe's) as the form's fields; none is the empty form. */
export function pocketFormValues(pocket: PocketDetails | null | undefined): PocketFormValues {
  if (!pocket) return { ...EMPTY_POCKET_FORM, shooters: [] };
  return {
    meshBrand: pocket.meshBrand ?? "",
    diamonds: pocket.diamonds === null ? "" : String(pocket.diamonds),
    sidewallColor: pocket.sidewallColor ?? "",
    topStringColor: pocket.topStringColor ?? "",
    shooters: pocket.shooters.slice(0, MAX_SHOOTERS).map((shooter) => ({ style: shooter.style, material: shooter.material ?? "", color: shooter.color ?? "" })),
    channel: pocket.channel ?? "",
    whip: pocket.whip ?? "",
  };
}

/** What core's schema (and the API) takes from the form: blank parts null; diamonds a number, or the text typed when it is none, for the schema to name. */
export function pocketInput(values: PocketFormValues | undefined): PocketDetailsInput {
  const v = values ?? EMPTY_POCKET_FORM;
  const blank = (text: string) => (text.trim() === "" ? null : text);
  const diamonds = v.diamonds.trim();
  return {
    meshBrand: blank(v.meshBrand),
    diamonds: diamonds === "" ? null : Number.isFinite(Number(diamonds)) ? Number(diamonds) : (diamonds as unknown as number),
    sidewallColor: blank(v.sidewallColor),
    topStringColor: blank(v.topStringColor),
    shooters: v.shooters.map((shooter) => ({
      style: shooter.style as PocketDetails["shooters"][number]["style"],
      material: (blank(shooter.material) as PocketDetails["shooters"][number]["material"]) ?? null,
      color: blank(shooter.color),
    })),
    channel: (blank(v.channel) as PocketDetails["channel"]) ?? null,
    whip: (blank(v.whip) as PocketDetails["whip"]) ?? null,
  };
}

/** The checked pocket, or null when the form's values do not pass (the check shows why). */
export function pocketDetailsOf(values: PocketFormValues | undefined): PocketDetails | null {
  const parsed = pocketDetailsSchema.safeParse(pocketInput(values));
  return parsed.success ? parsed.data : null;
}

/**
 * The pocket's own messages, each under its field's full name
 * (`pocket.diamonds`, `pocket.shooters.1.style`), for `useSchemaForm`'s
 * `nested` option: the pocket is read at `name` in the form's values.
 */
export function pocketCheck(name: string) {
  return (values: unknown): Record<string, string> => {
    const parsed = pocketDetailsSchema.safeParse(pocketInput(get(values, name) as PocketFormValues | undefined));
    const messages: Record<string, string> = {};
    if (parsed.success) return messages;
    for (const issue of parsed.error.issues) {
      const path = [name, ...issue.path.map(String)].join(".");
      messages[path] ??= issue.message;
    }
    return messages;
  };
}

const SHOOTER_PARTS = ["style", "material", "color"] as const;

/**
 * The pocket's field names in screen order, a shooter's own before the
 * list's and the whole pocket's last: `showServerErrors` puts an API message
 * on the first name its path starts with.
 */
export function pocketFieldNames(name: string, shooterCount: number): string[] {
  const shooters = Array.from({ length: Math.min(shooterCount, MAX_SHOOTERS) }, (_, index) =>
    SHOOTER_PARTS.map((part) => `${name}.shooters.${index}.${part}`),
  ).flat();
  return [
    `${name}.meshBrand`,
    `${name}.diamonds`,
    `${name}.sidewallColor`,
    `${name}.topStringColor`,
    ...shooters,
    `${name}.shooters`,
    `${name}.channel`,
    `${name}.whip`,
    name,
  ];
}
