/** @module Query keys of the inventory screen. */
import type { QueryClient } from "@tanstack/react-query";

export const INVENTORY_KEY = ["/api/inventory"] as const;

export const inventoryListKey = (query: string) => [...INVENTORY_KEY, "list", query] as const;
export const LOW_STOCK_KEY = [...INVENTORY_KEY, "low"] as const;
export const INVENTORY_SUMMARY_KEY = [...INVENTORY_KEY, "summary"] as const;
export const inventoryHistoryKey = (id: number) => [...INVENTORY_KEY, id, "history"] as const;

/**
 * Any change moves lists, summary, low stock and histories together. Keys of
 * other screens (the dashboard's low-stock card) also start with the path, so
 * matching on the prefix of the first element keeps them fresh too.
 */
export const invalidateInventory = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/inventory"),
  });
