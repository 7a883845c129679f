import type { OrderRepository } from "../ports/order-repository.port.ts";
import { invalid, notFound } from "../shared/errors.ts";
import { err, type Result } from "../shared/result.ts";
import { parseAdditionalRequests } from "./additional-requests.ts";
import type { Order } from "./order.ts";
import { type OrderFormInput, orderFormSchema } from "./order-form.ts";
import { orderRecipe } from "./order-recipe.ts";
import { type PlaceOrderDeps, type PlaceOrderResult, placeOrder } from "./place-order.ts";

export type ReorderDeps = PlaceOrderDeps & { orders: Pick<OrderRepository, "findById"> };

/** `actor`: the admin placing it; `siteOrigin`: where the new order's mail links point. */
export type ReorderInput = { id: number; actor: string; idempotencyKey?: string | undefined; siteOrigin?: string | undefined };

export const REORDER_INCOMPLETE = "This order lacks details the order form needs; place the new order from the form instead";

/** "Mary Ann Smith" → Mary Ann / Smith: the intake joins them back with a space, so the new order keeps the name as written. */
function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const at = trimmed.lastIndexOf(" ");
  return at < 0 ? { firstName: trimmed, lastName: "" } : { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1) };
}

/**
 * The order form an earlier order was placed with, as far as the order
 * keeps it: its recipe (the pocket in detail as the stringer left it
 * included), the customer's name and e-mail, the phone, contact
 * preference and shipping address (the stored columns first, the labelled
 * details where an older order has none), the source and the opt-in as
 * they were recorded.
 */
export function reorderForm(order: Order): OrderFormInput {
  const details = parseAdditionalRequests(order.additionalRequests);
  const shipping = order.shippingInfo ?? {};
  const recipe = orderRecipe(order);
  return {
    ...splitName(order.customerName),
    customerEmail: order.customerEmail,
    customerPhone: shipping.phone ?? details.phone ?? "",
    contactPreference: shipping.contactPreference ?? details.contactPreference ?? "",
    serviceType: recipe.serviceType,
    headType: recipe.headType ?? "",
    headColor: recipe.headColor ?? "",
    position: recipe.position ?? "",
    pocketPreference: recipe.pocketPreference ?? "",
    meshOption: recipe.meshOption ?? "",
    stringOption: recipe.stringOption ?? "",
    shippingAddress: shipping.address ?? "",
    shippingCity: shipping.city ?? "",
    shippingState: shipping.state ?? "",
    shippingZip: shipping.zip ?? "",
    shippingCountry: shipping.country ?? "",
    stringerNotes: recipe.stringerNotes,
    pocket: recipe.pocket,
    howHeardAboutUs: details.howHeardAboutUs ?? null,
    emailOptIn: details.emailOptIn ?? false,
  };
}

/**
 * POST /api/orders/{id}/reorder (docs/rules/orders.md, Reordering): a new
 * `pending` order for the same customer with the same recipe and address,
 * placed through the intake itself (priced at the service's price today,
 * the customer upserted, the order-received mail queued, the
 * Idempotency-Key honoured), its `created` event naming the admin and the
 * earlier order. An order whose details no longer make a valid form (a
 * withdrawn option, a missing address) is refused with the form's field
 * errors rather than stored half right.
 */
export const reorder =
  (deps: ReorderDeps) =>
  async (input: ReorderInput): Promise<Result<PlaceOrderResult>> => {
    const order = await deps.orders.findById(input.id);
    if (!order) return err(notFound("Order"));
    const parsed = orderFormSchema.safeParse(reorderForm(order));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.join(".") || "(body)"] ??= issue.message;
      return err(invalid(REORDER_INCOMPLETE, errors));
    }
    return placeOrder(deps)({
      form: parsed.data,
      idempotencyKey: input.idempotencyKey,
      siteOrigin: input.siteOrigin,
      reorder: { from: order.id, actor: input.actor },
    });
  };
