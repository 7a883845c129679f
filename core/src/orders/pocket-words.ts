/**
 * @module The pocket in detail's options and words (pocket-details.ts):
 * what a screen needs to show a pocket without its schema, kept free of
 * zod so the status page does not download the form's checks
 * (docs/performance.md). pocket-details.ts re-exports all of it.
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

/** The values of a list of options. */
export type Values<Options extends readonly { value: string }[]> = Options[number]["value"];
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
  if (mesh) lines.push({ label: "Mesh type", value: mesh });
  if (pocket.sidewallColor) lines.push({ label: "Sidewall", value: pocket.sidewallColor });
  if (pocket.topStringColor) lines.push({ label: "Top string", value: pocket.topStringColor });
  pocket.shooters.forEach((shooter, index) => {
    lines.push({ label: `Shooter ${index + 1}`, value: shooterWords(shooter) });
  });
  if (pocket.channel) lines.push({ label: "Channel", value: labelOf(CHANNEL_OPTIONS, pocket.channel) });
  if (pocket.whip) lines.push({ label: "Whip", value: labelOf(WHIP_OPTIONS, pocket.whip) });
  return lines;
}
