/**
 * @module What the order form takes from a reorder link
 * (lib/order-again-link.ts): the pocket's fields, each checked against what
 * the form offers today. A value the form no longer offers (a service taken
 * down, an option renamed) is left empty with a message saying so, for the
 * player to choose again; contact and address fields are never taken. The
 * pocket in detail (lib/pocket-link.ts) is checked the same way, part by part.
 */
import { findByServiceName } from "@stringing/core/orders/order-amount";
import { MESH_OPTIONS, POCKET_OPTIONS, POSITION_OPTIONS, STRING_OPTIONS } from "@stringing/core/orders/order-form";
import { CHANNEL_OPTIONS, MAX_SHOOTERS, SHOOTER_MATERIALS, SHOOTER_STYLES, WHIP_OPTIONS } from "@stringing/core/orders/pocket-details";
import { EMPTY_POCKET_FORM, type PocketFormValues, type ShooterFormValues } from "@stringing/ui/pocket-form";
import { isPersonalField } from "../../lib/order-again-link.ts";
import { linkSaysPocket, POCKET_PARAMS, readShooterParam, shooterParamsOf } from "../../lib/pocket-link.ts";
import { ORDER_FIELDS, type OrderField, type OrderFormValues } from "./order-form-values.ts";

export interface OrderAgainPrefill {
  /** The fields to set; a field left to choose again is set to "". */
  values: Partial<OrderFormValues>;
  /** The pocket in detail the link carries, or null when it says none of it. */
  pocket: PocketFormValues | null;
  /** One sentence per value the form could not take. */
  problems: string[];
}

type TextField = Exclude<OrderField, "emailOptIn">;

/** Fields with a fixed list of options: the label the problem names them by, and the value an option stands for (by its value or its label). */
const CHOICES: Partial<Record<TextField, { label: string; match: (value: string) => string | undefined }>> = {
  position: {
    label: "position",
    match: (value) => POSITION_OPTIONS.find((option) => [option.value, option.label].some((known) => known.toLowerCase() === value.toLowerCase()))?.value,
  },
  pocketPreference: { label: "pocket", match: (value) => POCKET_OPTIONS.find((option) => option.toLowerCase() === value.toLowerCase()) },
  meshOption: { label: "mesh option", match: (value) => MESH_OPTIONS.find((option) => option.toLowerCase() === value.toLowerCase()) },
  stringOption: { label: "string option", match: (value) => STRING_OPTIONS.find((option) => option.toLowerCase() === value.toLowerCase()) },
};

const isPocketField = (field: string): field is TextField =>
  field !== "emailOptIn" && (ORDER_FIELDS as readonly string[]).includes(field) && !isPersonalField(field);

/** The form's values from a reorder link's fields, with the service matched to the types the form offers now (`serviceTypes`). */
export function orderAgainPrefill(fields: Readonly<Record<string, string>>, serviceTypes: readonly string[]): OrderAgainPrefill {
  const values: Partial<Record<TextField, string>> = {};
  const problems: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (!isPocketField(field)) continue;
    if (field === "serviceType") {
      const offered = findByServiceName(serviceTypes, (type) => type, value);
      values.serviceType = offered ?? "";
      if (offered === undefined) problems.push(`The service "${value}" is no longer offered: please choose a service.`);
      continue;
    }
    const choice = CHOICES[field];
    if (!choice) {
      values[field] = value;
      continue;
    }
    const option = choice.match(value);
    values[field] = option ?? "";
    if (option === undefined) problems.push(`"${value}" is no longer one of our ${choice.label}s: please choose one.`);
  }
  return { values, pocket: pocketPrefill(fields, problems), problems };
}

type Options = readonly { value: string; label: string }[];

/** The option a link's value stands for (by its value or its label), "" when none; a problem names what was left out. */
function optionOf(options: Options, value: string, what: string, problems: string[]): string {
  if (value === "") return "";
  const option = options.find((known) => [known.value, known.label].some((name) => name.toLowerCase() === value.toLowerCase()));
  if (option === undefined) problems.push(`"${value}" is not one of our ${what}: please choose again, or leave it to the stringer.`);
  return option?.value ?? "";
}

/** The pocket in detail from a reorder link's parameters (lib/pocket-link.ts), each choice matched to today's options. */
function pocketPrefill(fields: Readonly<Record<string, string>>, problems: string[]): PocketFormValues | null {
  if (!linkSaysPocket(fields)) return null;
  const text = (param: string) => fields[param] ?? "";
  const shooters: ShooterFormValues[] = [];
  for (const param of shooterParamsOf(fields).slice(0, MAX_SHOOTERS)) {
    const shooter = readShooterParam(param);
    const style = optionOf(SHOOTER_STYLES, shooter.style, "shooter styles", problems);
    if (style === "") continue;
    shooters.push({ style, material: optionOf(SHOOTER_MATERIALS, shooter.material, "shooter materials", problems), color: shooter.color });
  }
  return {
    ...EMPTY_POCKET_FORM,
    meshBrand: text(POCKET_PARAMS.meshBrand),
    diamonds: text(POCKET_PARAMS.diamonds),
    sidewallColor: text(POCKET_PARAMS.sidewallColor),
    topStringColor: text(POCKET_PARAMS.topStringColor),
    shooters,
    channel: optionOf(CHANNEL_OPTIONS, text(POCKET_PARAMS.channel), "channels", problems),
    whip: optionOf(WHIP_OPTIONS, text(POCKET_PARAMS.whip), "whips", problems),
  };
}
