/** How a take left one item: `taken` came off the shelf, `short` was needed but not there. */
export type Take = { before: number; after: number; taken: number; short: number };

/** Takes what is needed from the stock, never below 0; what is missing is short. */
export function take(stock: number, needed: number): Take {
  const taken = Math.min(Math.max(stock, 0), needed);
  return { before: stock, after: stock - taken, taken, short: needed - taken };
}

/** Puts back what a take took (never what was short: it never left the shelf). */
export function putBack(stock: number, taken: number): { before: number; after: number } {
  return { before: stock, after: stock + taken };
}

/**
 * The stock crossed from above its low-stock threshold to at or below it:
 * the one moment the owner is told (docs/rules/inventory.md). Further takes
 * below the threshold do not cross again; a restock above it and a new
 * take do.
 */
export const crossedLowStock = (before: number, after: number, threshold: number): boolean => before > threshold && after <= threshold;
