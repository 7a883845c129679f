/** @module GET /api/inventory/summary: totals for the Dashboard tab. */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { INVENTORY_SUMMARY_KEY } from "./inventory-keys.ts";

export const getInventorySummary = (signal?: AbortSignal) => unwrap(api.inventory.summary.$get(undefined, withSignal(signal)));

export const useInventorySummary = () => useQuery({ queryKey: INVENTORY_SUMMARY_KEY, queryFn: ({ signal }) => getInventorySummary(signal) });
