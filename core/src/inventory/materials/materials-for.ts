import { parseAdditionalRequests } from "../../orders/additional-requests.ts";
import type { Order } from "../../orders/order.ts";
import type { MaterialField, MaterialRule } from "./material-rule.ts";

/** How much of one item an order needs. */
export type Needed = { itemId: number; quantity: number };

const same = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The order's value for each field a rule can test. */
export function materialValues(order: Pick<Order, "serviceName" | "additionalRequests">): Record<MaterialField, string | undefined> {
  const details = parseAdditionalRequests(order.additionalRequests);
  return { serviceName: order.serviceName, headType: details.headType, meshOption: details.meshOption, stringOption: details.stringOption };
}

/**
 * What the order takes off the shelf: every rule whose field equals the
 * order's value (ignoring case and surrounding spaces), summed per item, by
 * item id (the order items are locked in, so two takes never deadlock).
 */
export function materialsFor(order: Pick<Order, "serviceName" | "additionalRequests">, rules: readonly MaterialRule[]): Needed[] {
  const values = materialValues(order);
  const totals = new Map<number, number>();
  for (const rule of rules) {
    if (same(values[rule.field], rule.equals)) totals.set(rule.itemId, (totals.get(rule.itemId) ?? 0) + rule.quantity);
  }
  return [...totals].map(([itemId, quantity]) => ({ itemId, quantity })).sort((a, b) => a.itemId - b.itemId);
}
