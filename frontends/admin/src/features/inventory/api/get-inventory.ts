/** @module GET /api/inventory: the Inventory List, sorted and filtered by the server. */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import { inventoryQueryString, type InventoryFilters } from "../inventory-filters.ts";
import type { InventoryItem } from "../inventory-item.ts";
import { inventoryListKey } from "./inventory-keys.ts";

export const FETCH_INVENTORY_ERROR = "Failed to fetch inventory items";

export const getInventory = (query: string, signal?: AbortSignal) =>
  fetchJson<InventoryItem[]>(`/api/inventory${query}`, signal ? { signal } : {});

export function useInventory(filters: InventoryFilters) {
  const query = inventoryQueryString(filters);
  return useQuery({ queryKey: inventoryListKey(query), queryFn: ({ signal }) => getInventory(query, signal) });
}
