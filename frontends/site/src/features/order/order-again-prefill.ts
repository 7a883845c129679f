/**
 * @module What the order form takes from a reorder link
 * (lib/order-again-link.ts): the pocket's fields, each checked against what
 * the form offers today. A value the form no longer offers (a service taken
 * down, an option renamed) is left empty with a message saying so, for the
 * player to choose again; contact and address fields are never taken.
 */
import { findByServiceName } from "@stringing/core/orders/order-amount";
import { MESH_OPTIONS, POCKET_OPTIONS, POSITION_OPTIONS, STRING_OPTIONS } from "@stringing/core/orders/order-form";
import { isPersonalField } from "../../lib/order-again-link.ts";
import { ORDER_FIELDS, type OrderField, type OrderFormValues } from "./order-form-values.ts";

export interface OrderAgainPrefill {
  /** The fields to set; a field left to choose again is set to "". */
  values: Partial<OrderFormValues>;
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
  return { values, problems };
}
