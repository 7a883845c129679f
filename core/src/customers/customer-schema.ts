import { z } from "zod";
import { validEmail } from "../marketing/email-address.ts";
import { DEFAULT_SHIPPING_COUNTRY, normalizeEmail } from "./customer.ts";

const NAME_MESSAGE = "Name must be at least 2 characters";
const EMAIL_MESSAGE = "Please enter a valid email address";

/** Trimmed text; an empty value is sent as (and becomes) null. */
const blankToNull = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return text === "" ? null : text;
};

const optionalText = z.preprocess(blankToNull, z.string({ error: "Must be text" }).nullable().optional());

const email = z.preprocess(blankToNull, validEmail(EMAIL_MESSAGE).transform(normalizeEmail).nullable().optional());

const fields = {
  name: z.string({ error: NAME_MESSAGE }).trim().min(2, { error: NAME_MESSAGE }),
  email,
  phone: optionalText,
  position: optionalText,
  notes: optionalText,
  shippingAddress: optionalText,
  shippingCity: optionalText,
  shippingState: optionalText,
  shippingZip: optionalText,
  preferredMesh: optionalText,
  preferredThread: optionalText,
  preferredPocket: optionalText,
};

/**
 * docs/rules/customers.md, The customer form: name of at least 2 characters, an optional
 * valid e-mail (empty means none), every other field optional with empty
 * values stored as null; shipping country falls back to United States.
 * Counters (totalOrders, lastOrderDate) and images are not set here.
 */
export const customerSchema = z.object({
  ...fields,
  shippingCountry: optionalText.transform((value) => value ?? DEFAULT_SHIPPING_COUNTRY),
});

/** Edit: absent fields stay as they are; an emptied shipping country falls back to United States. */
export const customerPatchSchema = z.object({
  ...fields,
  name: fields.name.optional(),
  shippingCountry: optionalText.transform((value) => (value === null ? DEFAULT_SHIPPING_COUNTRY : value)),
});

export type NewCustomer = z.output<typeof customerSchema>;
/** Partial: a patch may leave out any field, even where the schema always has the key. */
export type CustomerPatch = Partial<z.output<typeof customerPatchSchema>>;

/** GET /api/customers?q=: search by name, e-mail or position. */
export const customerSearchSchema = z.object({ q: z.string().trim().max(200, { error: "Search is too long" }).optional() });
