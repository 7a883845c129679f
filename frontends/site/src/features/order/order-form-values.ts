/**
 * @module The order form's state (docs/rules/order-form.md): its fields and defaults
 * for core's schema (which checks it, with its messages), and the
 * payload of `POST /api/orders` made from what the schema passed.
 */
import "@stringing/ui/zod-without-eval";
import { ORDER_FORM_DEFAULTS, orderFormSchema, type OrderForm, type OrderFormInput } from "@stringing/core/orders/order-form";
import type { api, JsonBody } from "@stringing/ui/api-client";

/** The form's fields: the order schema's own, in its order (docs/rules/order-form.md, Fields), less the honeypot, which the form keeps apart. */
export type OrderField = Exclude<keyof typeof orderFormSchema.shape, "website">;

/** What the form holds while typing: text for every field (optional ones too), a yes/no for the opt-in. */
export type OrderFormValues = { [Field in OrderField]-?: NonNullable<OrderFormInput[Field]> };

export const ORDER_FIELDS = Object.keys(orderFormSchema.shape).filter((name): name is OrderField => name !== "website");

/** Every text field empty, then the form's defaults (core's). */
export const INITIAL_ORDER_VALUES: OrderFormValues = {
  ...(Object.fromEntries(ORDER_FIELDS.map((field) => [field, ""])) as Record<OrderField, string>),
  ...ORDER_FORM_DEFAULTS,
};

/** What POST /api/orders receives (the route's own body): the form's fields trimmed, empty optional text as null; the honeypot only when filled. */
export type OrderPayload = JsonBody<typeof api.orders.$post>;

/** The body of an order the schema passed: every field, in the schema's order; an optional text left empty is sent as null. */
export function orderPayload(data: OrderForm): OrderPayload {
  return Object.fromEntries(ORDER_FIELDS.map((field) => [field, data[field] ?? null])) as OrderPayload;
}
