import { z } from "zod";
import { normalizeCustomerText } from "./customer-text.ts";
import {
  CHANNEL_OPTIONS,
  DIAMONDS_MAX,
  DIAMONDS_MIN,
  EMPTY_POCKET,
  MAX_SHOOTERS,
  type PocketDetails,
  SHOOTER_MATERIALS,
  SHOOTER_STYLES,
  type Values,
  WHIP_OPTIONS,
} from "./pocket-words.ts";

export * from "./pocket-words.ts";

const valuesOf = <const Options extends readonly { value: string }[]>(options: Options) =>
  options.map((option) => option.value) as [Values<Options>, ...Values<Options>[]];

/**
 * The pocket in detail (docs/rules/orders.md, The pocket in detail): the
 * parts of a lacrosse pocket a stringer reads off an old stick to string
 * the same one again. Every part is optional: the player may fill them or
 * leave them to the stringer, who completes them on the order while
 * stringing, so next season's reorder is exact. A part nobody has said is
 * null (a list: empty), never a guess.
 */

/** Free text that may be left out: blank is null, as the form's empty field sends "". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((value) => (value == null ? null : normalizeCustomerText(value) || null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable());

/** A choice that may be left out: blank is null; anything else must be one of the options. */
const optionalChoice = <const Options extends readonly { value: string; label: string }[]>(label: string, options: Options) => {
  const message = `${label} must be one of: ${options.map((option) => option.label).join(", ")}`;
  return z
    .union([z.literal(""), z.enum(valuesOf(options), { error: message })], { error: message })
    .nullish()
    .transform((value): Values<Options> | null => (value ? value : null));
};

const shooterSchema = z.object(
  {
    style: z.enum(valuesOf(SHOOTER_STYLES), {
      error: `Shooter style must be one of: ${SHOOTER_STYLES.map((style) => style.label).join(", ")}`,
    }),
    material: optionalChoice("Shooter material", SHOOTER_MATERIALS),
    color: optionalText("Shooter color", 40),
  },
  { error: "Each shooter must have a style" },
);

/**
 * What the order form, the admin's order page and PATCH /api/orders/{id}
 * send; absent or blank parts become null, so the output is always the
 * whole `PocketDetails`.
 */
export const pocketDetailsSchema = z
  .object(
    {
      sidewallColor: optionalText("Sidewall color", 40),
      topStringColor: optionalText("Top string color", 40),
      shooters: z
        .array(shooterSchema, { error: "Shooters must be a list" })
        .max(MAX_SHOOTERS, `At most ${MAX_SHOOTERS} shooters`)
        .nullish()
        .transform((value) => value ?? []),
      channel: optionalChoice("Channel", CHANNEL_OPTIONS),
      whip: optionalChoice("Whip", WHIP_OPTIONS),
      meshBrand: optionalText("Mesh brand", 60),
      diamonds: z
        .number({ error: "Diamonds must be a whole number" })
        .int("Diamonds must be a whole number")
        .min(DIAMONDS_MIN, `Diamonds must be between ${DIAMONDS_MIN} and ${DIAMONDS_MAX}`)
        .max(DIAMONDS_MAX, `Diamonds must be between ${DIAMONDS_MIN} and ${DIAMONDS_MAX}`)
        .nullish()
        .transform((value) => value ?? null),
    },
    { error: "Pocket details must be an object" },
  )
  .nullish()
  .transform((value): PocketDetails => value ?? EMPTY_POCKET);

export type PocketDetailsInput = z.input<typeof pocketDetailsSchema>;

/** A stored value read back (jsonb written by an older release or by hand): whatever does not parse is left out rather than failing the order. */
export function storedPocketDetails(value: unknown): PocketDetails {
  const parsed = pocketDetailsSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_POCKET;
}
