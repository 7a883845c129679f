/** @module GET /api/inventory/low: items at or below their threshold, lowest first. */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { InventoryItem } from "../inventory-item.ts";
import { LOW_STOCK_KEY } from "./inventory-keys.ts";

export const FETCH_LOW_STOCK_ERROR = "Failed to fetch low stock items";

export const getLowStock = (signal?: AbortSignal) => fetchJson<InventoryItem[]>("/api/inventory/low", signal ? { signal } : {});

export const useLowStock = () => useQuery({ queryKey: LOW_STOCK_KEY, queryFn: ({ signal }) => getLowStock(signal) });
