/** @module GET /api/inventory/low: items at or below their threshold, lowest first. */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { LOW_STOCK_KEY } from "./inventory-keys.ts";

export const FETCH_LOW_STOCK_ERROR = "Failed to fetch low stock items";

export const getLowStock = (signal?: AbortSignal) => unwrap(api.inventory.low.$get(undefined, withSignal(signal)));

export const useLowStock = () => useQuery({ queryKey: LOW_STOCK_KEY, queryFn: ({ signal }) => getLowStock(signal) });
