/**
 * @module The order form's state (public spec §5): its defaults, the
 * client-side check with core's schema and messages, the payload of
 * `POST /api/orders`, and the server's field errors mapped back.
 */
import "@stringing/ui/zod-without-eval";
import { ORDER_FORM_DEFAULTS, orderFormSchema } from "@stringing/core/orders/order-form";
import { ApiError } from "@stringing/ui/api-request";
import { firstIssuePerField } from "@stringing/ui/form-errors";

export interface OrderFormValues {
  firstName: string;
  lastName: string;
  customerEmail: string;
  customerPhone: string;
  contactPreference: string;
  headType: string;
  headColor: string;
  position: string;
  serviceType: string;
  meshOption: string;
  stringOption: string;
  pocketPreference: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  shippingCountry: string;
  stringerNotes: string;
  howHeardAboutUs: string;
  emailOptIn: boolean;
}

export type OrderField = keyof OrderFormValues;
export type OrderErrors = Partial<Record<OrderField, string>>;

/** The payload's field names, in the contract's order. */
export const ORDER_FIELDS: readonly OrderField[] = [
  "firstName",
  "lastName",
  "customerEmail",
  "customerPhone",
  "contactPreference",
  "headType",
  "headColor",
  "position",
  "serviceType",
  "meshOption",
  "stringOption",
  "pocketPreference",
  "shippingAddress",
  "shippingCity",
  "shippingState",
  "shippingZip",
  "shippingCountry",
  "stringerNotes",
  "howHeardAboutUs",
  "emailOptIn",
];

export const INITIAL_ORDER_VALUES: OrderFormValues = {
  firstName: "",
  lastName: "",
  customerEmail: "",
  customerPhone: "",
  contactPreference: ORDER_FORM_DEFAULTS.contactPreference,
  headType: "",
  headColor: "",
  position: ORDER_FORM_DEFAULTS.position,
  serviceType: "",
  meshOption: ORDER_FORM_DEFAULTS.meshOption,
  stringOption: "",
  pocketPreference: ORDER_FORM_DEFAULTS.pocketPreference,
  shippingAddress: "",
  shippingCity: "",
  shippingState: "",
  shippingZip: "",
  shippingCountry: ORDER_FORM_DEFAULTS.shippingCountry,
  stringerNotes: "",
  howHeardAboutUs: "",
  emailOptIn: ORDER_FORM_DEFAULTS.emailOptIn,
};

/** What POST /api/orders receives: the form's fields by the contract's names, trimmed; empty optional text as null. */
export type OrderPayload = Omit<OrderFormValues, "stringerNotes" | "howHeardAboutUs"> & {
  stringerNotes: string | null;
  howHeardAboutUs: string | null;
  /** The honeypot, only when something filled it. */
  website?: string;
};

export type OrderCheck = { ok: true; payload: OrderPayload } | { ok: false; errors: OrderErrors };

const isOrderField = (name: unknown): name is OrderField => typeof name === "string" && (ORDER_FIELDS as readonly string[]).includes(name);

/** Checks the form with core's schema: the spec's messages, the first per field. */
export function checkOrderForm(values: OrderFormValues): OrderCheck {
  const result = orderFormSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: firstIssuePerField(result.error) };
  const data = result.data;
  return {
    ok: true,
    payload: {
      firstName: data.firstName,
      lastName: data.lastName,
      customerEmail: data.customerEmail,
      customerPhone: data.customerPhone,
      contactPreference: data.contactPreference,
      headType: data.headType,
      headColor: data.headColor,
      position: data.position,
      serviceType: data.serviceType,
      meshOption: data.meshOption,
      stringOption: data.stringOption,
      pocketPreference: data.pocketPreference,
      shippingAddress: data.shippingAddress,
      shippingCity: data.shippingCity,
      shippingState: data.shippingState,
      shippingZip: data.shippingZip,
      shippingCountry: data.shippingCountry,
      stringerNotes: data.stringerNotes ?? null,
      howHeardAboutUs: data.howHeardAboutUs ?? null,
      emailOptIn: data.emailOptIn,
    },
  };
}

/** `{errors: {field: message}}` of a refused order (an `ApiError`'s body), kept to the form's fields. */
export function serverFieldErrors(error: unknown): OrderErrors {
  if (!(error instanceof ApiError)) return {};
  const found: OrderErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) if (isOrderField(field)) found[field] = message;
  return found;
}
