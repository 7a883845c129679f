/**
 * @module What the open orders still need off the shelf (docs/rules/inventory.md,
 * The needs list): the pending orders that have not taken their materials,
 * through the rules, summed per item, set against each item's stock.
 */
import type { Order } from "../../orders/order.ts";
import type { MaterialRule } from "./material-rule.ts";
import { materialsFor, type Needed } from "./materials-for.ts";

/** At most this many pending orders are read for the needs list, oldest first; the shop has far fewer waiting. */
export const NEEDS_ORDER_LIMIT = 1000;

/** One line of the needs list; `needed` is what the untaken pending orders would take. */
export type MaterialNeed = { itemId: number; name: string; quantity: number; threshold: number; needed: number };

export type StockItem = { id: number; name: string; quantity: number; threshold: number };

/** What the given orders (pending, no take held) need, summed per item, by item id. */
export function materialsNeeded(orders: readonly Pick<Order, "serviceName" | "additionalRequests">[], rules: readonly MaterialRule[]): Needed[] {
  const totals = new Map<number, number>();
  for (const order of orders) {
    for (const need of materialsFor(order, rules)) totals.set(need.itemId, (totals.get(need.itemId) ?? 0) + need.quantity);
  }
  return [...totals].map(([itemId, quantity]) => ({ itemId, quantity })).sort((a, b) => a.itemId - b.itemId);
}

/**
 * The needs list: every item the orders need or that is at or below its
 * threshold, the biggest shortfall (needed beyond stock) first, then the
 * lowest against its threshold, then by id.
 */
export function reorderNeeds(items: readonly StockItem[], needed: readonly Needed[]): MaterialNeed[] {
  const neededOf = new Map(needed.map((need) => [need.itemId, need.quantity]));
  const shortfall = (need: MaterialNeed) => need.needed - need.quantity;
  return items
    .map((item) => ({ itemId: item.id, name: item.name, quantity: item.quantity, threshold: item.threshold, needed: neededOf.get(item.id) ?? 0 }))
    .filter((need) => need.needed > 0 || need.quantity <= need.threshold)
    .sort((a, b) => shortfall(b) - shortfall(a) || a.quantity - a.threshold - (b.quantity - b.threshold) || a.itemId - b.itemId);
}
