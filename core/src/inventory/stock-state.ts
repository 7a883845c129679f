import { z } from "zod";

/** docs/rules/inventory.md, Stock states. The three states partition the items: an item is exactly one of them. */
export type StockState = "out" | "low" | "in";

export const STOCK_STATES = ["low", "out", "in"] as const;

export const STOCK_STATE_LABELS: Record<StockState, string> = { out: "Out of Stock", low: "Low Stock", in: "In Stock" };

type Stock = { quantity: number; threshold: number };

export function stockState({ quantity, threshold }: Stock): StockState {
  if (quantity <= 0) return "out";
  if (quantity <= threshold) return "low";
  return "in";
}

/**
 * Whether an item needs restocking: quantity at or below its threshold.
 * This includes out-of-stock items, as GET /api/inventory/low and the
 * dashboard's low-stock count do; the `stock=low` filter uses the exclusive
 * state instead.
 */
export const needsRestock = ({ quantity, threshold }: Stock): boolean => quantity <= threshold;

/**
 * Stock bar fill in percent (0–100). 0 when empty; up to the threshold it
 * fills to 40 in proportion; above it starts at 50 and adds half a bar per
 * threshold's worth of excess, so it is full at twice the threshold:
 * 50 + min(50, (quantity − threshold) / threshold × 50).
 */
export function stockBarFill({ quantity, threshold }: Stock): number {
  if (quantity <= 0) return 0;
  const safeThreshold = Math.max(1, threshold);
  if (quantity <= safeThreshold) return (quantity / safeThreshold) * 40;
  return 50 + Math.min(50, ((quantity - safeThreshold) / safeThreshold) * 50);
}

export type InventorySummary = {
  total: number;
  /** Items at or below their threshold, out-of-stock ones included. */
  low: number;
  out: number;
  /** low / total × 100, rounded; 0 when there are no items. */
  lowPercentage: number;
};

export const lowStockPercentage = (low: number, total: number): number => (total > 0 ? Math.round((low / total) * 100) : 0);

export function summarizeStock(items: readonly Stock[]): InventorySummary {
  const low = items.filter(needsRestock).length;
  const out = items.filter((item) => stockState(item) === "out").length;
  return { total: items.length, low, out, lowPercentage: lowStockPercentage(low, items.length) };
}

/** Query of GET /api/inventory: sort by quantity, filter by category and stock state. */
export const inventoryListQuerySchema = z.object({
  category: z.string().trim().min(1).optional(),
  stock: z.enum(STOCK_STATES, { error: "Stock must be low, out or in" }).optional(),
  sort: z.enum(["name", "quantity"], { error: "Sort must be name or quantity" }).optional(),
  direction: z.enum(["asc", "desc"], { error: "Direction must be asc or desc" }).optional(),
});

export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;
