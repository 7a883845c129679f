/**
 * @module The order form's state (docs/rules/order-form.md): its fields and defaults
 * for core's schema (which checks it, with its messages), and the
 * payload of `POST /api/orders` made from what the schema passed.
 */
import "@stringing/ui/zod-without-eval";
import { ORDER_FORM_DEFAULTS, orderFormSchema, type OrderForm, type OrderFormInput } from "@stringing/core/orders/order-form";
import type { api, JsonBody } from "@stringing/ui/api-client";
import { isEmptyPocket } from "@stringing/core/orders/pocket-details";
import { EMPTY_POCKET_FORM, type PocketFormValues } from "@stringing/ui/pocket-form";

/**
 * The form's own fields: the order schema's, in its order (docs/rules/order-form.md, Fields), less the honeypot, which
 * the form keeps apart, and the pocket in detail, a group of fields of its own (ui's pocket-form.ts).
 */
export type OrderField = Exclude<keyof typeof orderFormSchema.shape, "website" | "pocket">;

/** What the form holds while typing: text for every field (optional ones too), a yes/no for the opt-in, the pocket's parts as text. */
export type OrderFormValues = { [Field in OrderField]-?: NonNullable<OrderFormInput[Field]> } & { pocket: PocketFormValues };

export const ORDER_FIELDS = Object.keys(orderFormSchema.shape).filter((name): name is OrderField => name !== "website" && name !== "pocket");

/** Every text field empty, then the form's defaults (core's); no part of the pocket said. */
export const INITIAL_ORDER_VALUES: OrderFormValues = {
  ...(Object.fromEntries(ORDER_FIELDS.map((field) => [field, ""])) as Record<OrderField, string>),
  ...ORDER_FORM_DEFAULTS,
  pocket: EMPTY_POCKET_FORM,
};

/** What POST /api/orders receives (the route's own body): the form's fields trimmed, empty optional text as null; the honeypot only when filled. */
export type OrderPayload = JsonBody<typeof api.orders.$post>;

/** The body of an order the schema passed: every field, in the schema's order; an optional text left empty is sent as null; the pocket when any part of it is said. */
export function orderPayload(data: OrderForm): OrderPayload {
  const fields = Object.fromEntries(ORDER_FIELDS.map((field) => [field, data[field] ?? null])) as OrderPayload;
  return isEmptyPocket(data.pocket) ? fields : { ...fields, pocket: data.pocket };
}
