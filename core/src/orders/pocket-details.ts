import { z } from "zod";
import { normalizeCustomerText } from "./customer-text.ts";

/**
 * The pocket in detail (docs/rules/orders.md, The pocket in detail): the
 * parts of a lacrosse pocket a stringer reads off an old stick to string
 * the same one again. Every part is optional: the player may fill them or
 * leave them to the stringer, who completes them on the order while
 * stringing, so next season's reorder is exact. A part nobody has said is
 * null (a list: empty), never a guess.
 */

export const SHOOTER_STYLES = [
  { value: "straight", label: "Straight" },
  { value: "v", label: "V" },
  { value: "u", label: "U" },
  { value: "double_v", label: "Double V" },
] as const;
export const SHOOTER_MATERIALS = [
  { value: "nylon", label: "Nylon" },
  { value: "hockey_lace", label: "Hockey lace" },
] as const;
export const CHANNEL_OPTIONS = [
  { value: "none", label: "No channel" },
  { value: "slight", label: "Slight channel" },
  { value: "medium", label: "Medium channel" },
  { value: "deep", label: "Deep channel" },
] as const;
export const WHIP_OPTIONS = [
  { value: "none", label: "No whip" },
  { value: "low", label: "Low whip" },
  { value: "medium", label: "Medium whip" },
  { value: "high", label: "High whip" },
] as const;

export const MAX_SHOOTERS = 4;
export const DIAMONDS_MIN = 6;
export const DIAMONDS_MAX = 16;

type Values<Options extends readonly { value: string }[]> = Options[number]["value"];
const valuesOf = <const Options extends readonly { value: string }[]>(options: Options) =>
  options.map((option) => option.value) as [Values<Options>, ...Values<Options>[]];

export type ShooterStyle = Values<typeof SHOOTER_STYLES>;
export type ShooterMaterial = Values<typeof SHOOTER_MATERIALS>;
export type Channel = Values<typeof CHANNEL_OPTIONS>;
export type Whip = Values<typeof WHIP_OPTIONS>;

/** One shooter, top to bottom of the pocket. */
export type Shooter = { style: ShooterStyle; material: ShooterMaterial | null; color: string | null };

/** The stored and answered shape: every key present. */
export type PocketDetails = {
  sidewallColor: string | null;
  topStringColor: string | null;
  shooters: Shooter[];
  channel: Channel | null;
  whip: Whip | null;
  meshBrand: string | null;
  diamonds: number | null;
};

export const EMPTY_POCKET: PocketDetails = {
  sidewallColor: null,
  topStringColor: null,
  shooters: [],
  channel: null,
  whip: null,
  meshBrand: null,
  diamonds: null,
};

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

export const isEmptyPocket = (pocket: PocketDetails): boolean =>
  pocket.shooters.length === 0 &&
  pocket.sidewallColor === null &&
  pocket.topStringColor === null &&
  pocket.channel === null &&
  pocket.whip === null &&
  pocket.meshBrand === null &&
  pocket.diamonds === null;

const labelOf = (options: readonly { value: string; label: string }[], value: string): string =>
  options.find((option) => option.value === value)?.label ?? value;

/** "2 × Straight nylon, white" style words for one shooter, as a stringer says it. */
export function shooterWords(shooter: Shooter): string {
  const kind = [labelOf(SHOOTER_STYLES, shooter.style), shooter.material ? labelOf(SHOOTER_MATERIALS, shooter.material).toLowerCase() : null]
    .filter(Boolean)
    .join(" ");
  return shooter.color ? `${kind}, ${shooter.color}` : kind;
}

/**
 * The pocket as labelled lines, in the order a stringer works (mesh,
 * sidewall, top string, shooters top to bottom, channel, whip); the parts
 * nobody said are left out. The ticket, the mails and the screens read it.
 */
export function pocketLines(pocket: PocketDetails): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  const mesh = [pocket.meshBrand, pocket.diamonds !== null ? `${pocket.diamonds} diamonds` : null].filter(Boolean).join(", ");
  if (mesh) lines.push({ label: "Mesh", value: mesh });
  if (pocket.sidewallColor) lines.push({ label: "Sidewall", value: pocket.sidewallColor });
  if (pocket.topStringColor) lines.push({ label: "Top string", value: pocket.topStringColor });
  pocket.shooters.forEach((shooter, index) => {
    lines.push({ label: `Shooter ${index + 1}`, value: shooterWords(shooter) });
  });
  if (pocket.channel) lines.push({ label: "Channel", value: labelOf(CHANNEL_OPTIONS, pocket.channel) });
  if (pocket.whip) lines.push({ label: "Whip", value: labelOf(WHIP_OPTIONS, pocket.whip) });
  return lines;
}
