/**
 * @module The order's pocket on the status page, in the player's words:
 * service, head and colour, position, pocket, mesh and strings, then any
 * further detail of the pocket the recipe carries (a sidewall's colour, the
 * shooters), each a line. Never a contact or address field, whatever the
 * recipe holds.
 */
import { isPersonalField, POCKET_FIELDS } from "../../lib/order-again-link.ts";

export interface RecipeLine {
  term: string;
  value: string;
}

/** A recipe as the status page reads it: the order form's field names, scalar values (anything else is skipped). */
export type PocketRecipe = Readonly<Record<string, unknown>>;

/**
 * The order form's position labels (core's POSITION_OPTIONS: "FO" reads
 * "Face Off"), kept here so that the status page does not load the form's
 * schema; recipe-words.test.ts checks the two agree.
 */
export const POSITION_WORDS: Readonly<Record<string, string>> = { FO: "Face Off" };

const MESH_WORDS: Readonly<Record<string, string>> = { "Providing my own mesh": "Your own mesh" };

const STRING_WORDS: Readonly<Record<string, string>> = {
  "Providing my own strings": "Your own strings",
  "Need strings with base white crosslace (+$11.99)": "Ours, with a base white crosslace",
};

const textOf = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : "";

/** "sidewallColor" → "Sidewall color". */
export const termFor = (field: string): string =>
  field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

/** The recipe as lines of a definition list, in the order people read a pocket; empty when it says nothing. */
export function recipeLines(recipe: PocketRecipe): RecipeLine[] {
  const get = (field: string) => textOf(recipe[field]);
  const lines: RecipeLine[] = [];
  const add = (term: string, value: string) => {
    if (value !== "") lines.push({ term, value });
  };
  add("Service", get("serviceType"));
  add("Head", [get("headType"), get("headColor")].filter(Boolean).join(", "));
  add("Position", POSITION_WORDS[get("position")] ?? get("position"));
  add("Pocket", get("pocketPreference"));
  add("Mesh", MESH_WORDS[get("meshOption")] ?? get("meshOption"));
  add("Strings", STRING_WORDS[get("stringOption")] ?? get("stringOption"));
  const details = Object.keys(recipe)
    .filter((field) => !(POCKET_FIELDS as readonly string[]).includes(field) && !isPersonalField(field))
    .sort();
  for (const field of details) add(termFor(field), get(field));
  return lines;
}
