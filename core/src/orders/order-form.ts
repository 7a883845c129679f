import { z } from "zod";
import { validEmail } from "../marketing/email-address.ts";
import { normalizeCustomerText } from "./customer-text.ts";
import { pocketDetailsSchema } from "./pocket-details.ts";

/**
 * The public order form (docs/rules/order-form.md), shared by the API and the site.
 *
 * Option membership is enforced for the fields whose values come from a
 * fixed list (contact preference, position, mesh, string and pocket
 * options): a value outside the list is a 400 with that field's "is
 * required" message, because the form can never send one and the server
 * relies on these values (the string option decides the price). Head type,
 * head colour and service type stay free text: the service list is owner
 * data (payment settings) and an unmatched service simply yields no payment
 * link and a price of 0.
 */

export const CONTACT_PREFERENCES = ["Email", "Phone", "Text"] as const;

export const POSITION_OPTIONS = [
  { value: "Attack", label: "Attack" },
  { value: "Midfield", label: "Midfield" },
  { value: "Defense", label: "Defense" },
  { value: "Goalie", label: "Goalie" },
  { value: "LSM", label: "LSM" },
  { value: "FO", label: "Face Off" },
] as const;
/** "Face Off" for "FO": orders and customers store the form's value; people read its label. */
export const positionLabel = (value: string): string => POSITION_OPTIONS.find((option) => option.value === value)?.label ?? value;

export const POSITIONS = ["Attack", "Midfield", "Defense", "Goalie", "LSM", "FO"] as const satisfies readonly (typeof POSITION_OPTIONS)[number]["value"][];

export const OWN_MESH = "Providing my own mesh";
export const MESH_OPTIONS = [OWN_MESH] as const;

export const OWN_STRINGS = "Providing my own strings";
export const NEED_STRINGS = "Need strings with base white crosslace (+$11.99)";
export const STRING_OPTIONS = [OWN_STRINGS, NEED_STRINGS] as const;

export const POCKET_OPTIONS = ["High Pocket", "Mid Pocket", "Low Pocket", "Mid-Low Pocket", "Custom (specify in notes)"] as const;

/** The client's defaults; the server requires every field regardless. */
export const ORDER_FORM_DEFAULTS = {
  contactPreference: "Email",
  position: "Attack",
  meshOption: OWN_MESH,
  pocketPreference: "Mid Pocket",
  shippingCountry: "United States",
  emailOptIn: false,
} as const;

export const ORDER_FORM_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  customerEmail: "Valid email is required",
  customerPhone: "Phone number is required",
  contactPreference: "Contact preference is required",
  headType: "Head type is required",
  headColor: "Head color is required",
  position: "Position is required",
  serviceType: "Service type is required",
  meshOption: "Mesh option is required",
  stringOption: "String option is required",
  pocketPreference: "Pocket preference is required",
  shippingAddress: "Shipping address is required",
  shippingCity: "City is required",
  shippingState: "State is required",
  shippingZip: "ZIP code is required",
  shippingCountry: "Country is required",
} as const;

const text = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .transform(normalizeCustomerText)
    .pipe(z.string().min(1, message).max(max, `${label} must be at most ${max} characters`));

const choice = <const Options extends readonly [string, ...string[]]>(message: string, options: Options) =>
  z
    .string({ error: message })
    .transform(normalizeCustomerText)
    .pipe(z.enum(options, { error: message }));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((value) => (value == null ? undefined : normalizeCustomerText(value) || undefined))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).optional());

const m = ORDER_FORM_MESSAGES;

export const orderFormSchema = z.object({
  firstName: text(m.firstName, "First name", 100),
  lastName: text(m.lastName, "Last name", 100),
  customerEmail: z.string({ error: m.customerEmail }).transform(normalizeCustomerText).pipe(validEmail(m.customerEmail)),
  customerPhone: text(m.customerPhone, "Phone number", 40),
  contactPreference: choice(m.contactPreference, CONTACT_PREFERENCES),
  headType: text(m.headType, "Head type", 200),
  headColor: text(m.headColor, "Head color", 100),
  position: choice(m.position, POSITIONS),
  serviceType: text(m.serviceType, "Service type", 200),
  meshOption: choice(m.meshOption, MESH_OPTIONS),
  stringOption: choice(m.stringOption, STRING_OPTIONS),
  pocketPreference: choice(m.pocketPreference, POCKET_OPTIONS),
  shippingAddress: text(m.shippingAddress, "Shipping address", 300),
  shippingCity: text(m.shippingCity, "City", 100),
  shippingState: text(m.shippingState, "State", 100),
  shippingZip: text(m.shippingZip, "ZIP code", 20),
  shippingCountry: text(m.shippingCountry, "Country", 100),
  stringerNotes: optionalText("Stringer notes", 5000),
  howHeardAboutUs: optionalText("How you heard about us", 500),
  emailOptIn: z
    .boolean({ error: "Email opt-in must be true or false" })
    .nullish()
    .transform((value) => value ?? false),
  /** The pocket in detail, optional: absent, the stringer completes it on the order. */
  pocket: pocketDetailsSchema,
  /** The honeypot (shared/honeypot.ts): any text marks the sender as a bot. */
  website: z.string().nullish(),
});

/** What the form sends. */
export type OrderFormInput = z.input<typeof orderFormSchema>;
/** The validated, normalised form. */
export type OrderForm = z.output<typeof orderFormSchema>;
