/**
 * @module The Inventory List's controls (docs/rules/inventory.md, The screen): sort by quantity,
 * filter by category and stock state. The server does the work; this turns
 * the controls into the query string of GET /api/inventory.
 */
import type { InventoryCategory } from "@stringing/core/inventory/categories";
import type { StockState } from "@stringing/core/inventory/stock-state";

export type QuantitySort = "asc" | "desc";

export type InventoryFilters = {
  category: InventoryCategory | "all";
  stock: StockState | "all";
  sort: QuantitySort;
};

export const DEFAULT_INVENTORY_FILTERS: InventoryFilters = { category: "all", stock: "all", sort: "asc" };

/** The query of GET /api/inventory: sort by quantity in the chosen direction; "all" leaves a filter out. */
export const inventoryQuery = (filters: InventoryFilters) => ({
  sort: "quantity" as const,
  direction: filters.sort,
  category: filters.category === "all" ? undefined : filters.category,
  stock: filters.stock === "all" ? undefined : filters.stock,
});

/** "?sort=quantity&direction=asc&category=mesh&stock=low": the same query as text (the list's cache key). */
export function inventoryQueryString(filters: InventoryFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(inventoryQuery(filters))) if (value !== undefined) params.set(name, value);
  return `?${params.toString()}`;
}

export const STOCK_FILTER_LABELS: Record<InventoryFilters["stock"], string> = {
  all: "All stock levels",
  low: "Low stock",
  out: "Out of stock",
  in: "In stock",
};

export const SORT_LABELS: Record<QuantitySort, string> = { asc: "Quantity: low to high", desc: "Quantity: high to low" };

/** "mesh" → "Mesh". */
export const categoryLabel = (category: string): string => (category ? category[0]!.toUpperCase() + category.slice(1) : category);
