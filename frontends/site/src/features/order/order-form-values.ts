/**
 * @module The order form's state (public spec §5): its defaults, the
 * client-side check with core's schema and messages, the payload of
 * `POST /api/orders`, and the server's field errors mapped back.
 */
import "@stringing/ui/zod-without-eval";
import { ORDER_FORM_DEFAULTS, orderFormSchema, type OrderFormInput } from "@stringing/core/orders/order-form";
import type { api, JsonBody } from "@stringing/ui/api-client";
import { ApiError } from "@stringing/ui/api-request";
import { firstIssuePerField } from "@stringing/ui/form-errors";

/** The form's fields: the order schema's own, in its (the contract's) order, less the honeypot, which the form keeps apart. */
export type OrderField = Exclude<keyof typeof orderFormSchema.shape, "website">;

/** What the form holds while typing: text for every field (optional ones too), a yes/no for the opt-in. */
export type OrderFormValues = { [Field in OrderField]-?: NonNullable<OrderFormInput[Field]> };

export type OrderErrors = Partial<Record<OrderField, string>>;

export const ORDER_FIELDS = Object.keys(orderFormSchema.shape).filter((name): name is OrderField => name !== "website");

/** Every text field empty, then the form's defaults (core's). */
export const INITIAL_ORDER_VALUES: OrderFormValues = {
  ...(Object.fromEntries(ORDER_FIELDS.map((field) => [field, ""])) as Record<OrderField, string>),
  ...ORDER_FORM_DEFAULTS,
};

/** What POST /api/orders receives (the route's own body): the form's fields trimmed, empty optional text as null; the honeypot only when filled. */
export type OrderPayload = JsonBody<typeof api.orders.$post>;

export type OrderCheck = { ok: true; payload: OrderPayload } | { ok: false; errors: OrderErrors };

const isOrderField = (name: unknown): name is OrderField => typeof name === "string" && (ORDER_FIELDS as readonly string[]).includes(name);

/** Checks the form with core's schema: the spec's messages, the first per field. */
export function checkOrderForm(values: OrderFormValues): OrderCheck {
  const result = orderFormSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: firstIssuePerField(result.error) };
  // Every field, in the schema's order; an optional text left empty is sent as null.
  const data = result.data;
  return { ok: true, payload: Object.fromEntries(ORDER_FIELDS.map((field) => [field, data[field] ?? null])) as OrderPayload };
}

/** `{errors: {field: message}}` of a refused order (an `ApiError`'s body), kept to the form's fields. */
export function serverFieldErrors(error: unknown): OrderErrors {
  if (!(error instanceof ApiError)) return {};
  const found: OrderErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) if (isOrderField(field)) found[field] = message;
  return found;
}
