/** @module GET /api/inventory/{id}/history: the item's changes, newest first (written by the server). */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { inventoryHistoryKey } from "./inventory-keys.ts";

export const getInventoryHistory = (id: number, signal?: AbortSignal) =>
  unwrap(api.inventory[":id"].history.$get({ param: { id: String(id) } }, withSignal(signal)));

export const useInventoryHistory = (id: number) => useQuery({ queryKey: inventoryHistoryKey(id), queryFn: ({ signal }) => getInventoryHistory(id, signal) });
