/** @module GET /api/inventory: the Inventory List, sorted and filtered by the server. */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { inventoryQuery, inventoryQueryString, type InventoryFilters } from "../inventory-filters.ts";
import { inventoryListKey } from "./inventory-keys.ts";

export const FETCH_INVENTORY_ERROR = "Failed to fetch inventory items";

export const getInventory = (filters: InventoryFilters, signal?: AbortSignal) =>
  unwrap(api.inventory.$get({ query: inventoryQuery(filters) }, withSignal(signal)));

export function useInventory(filters: InventoryFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: inventoryListKey(inventoryQueryString(filters)), queryFn: ({ signal }) => getInventory(filters, signal), ...options });
}
