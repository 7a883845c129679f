/** What an order took off the shelf when it started (docs/rules/inventory.md, Materials off the shelf). */
export type OrderMaterial = { itemId: number; name: string; quantity: number; short: number };

/** One item's take as the store reports it, for the history and the low-stock notice. */
export type ItemTake = OrderMaterial & { before: number; after: number; threshold: number };

/** "Used 1 for order #69 (3 → 2)", with what was short when the shelf ran out. */
export function usedDescription(orderId: number, take: Pick<ItemTake, "quantity" | "short" | "before" | "after">): string {
  const shortage = take.short > 0 ? `, ${take.short} short` : "";
  return `Used ${take.quantity} for order #${orderId}${shortage} (${take.before} → ${take.after})`;
}

/** "Returned 1 from cancelled order #69 (2 → 3)". */
export const returnedDescription = (orderId: number, quantity: number, before: number, after: number): string =>
  `Returned ${quantity} from cancelled order #${orderId} (${before} → ${after})`;
