/** @module GET /api/inventory/{id}/history: the item's changes, newest first (written by the server). */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { InventoryHistoryEntry } from "../inventory-item.ts";
import { inventoryHistoryKey } from "./inventory-keys.ts";

export const getInventoryHistory = (id: number, signal?: AbortSignal) =>
  fetchJson<InventoryHistoryEntry[]>(`/api/inventory/${id}/history`, signal ? { signal } : {});

export const useInventoryHistory = (id: number) =>
  useQuery({ queryKey: inventoryHistoryKey(id), queryFn: ({ signal }) => getInventoryHistory(id, signal) });
