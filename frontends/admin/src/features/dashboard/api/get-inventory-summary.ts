/** @module `GET /api/inventory/summary`: total items, low (incl. out), out, and the low percentage. */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { InventorySummary } from "@stringing/core/inventory/stock-state";

export const INVENTORY_SUMMARY_URL = "/api/inventory/summary";

export const getInventorySummary = (signal?: AbortSignal) => fetchJson<InventorySummary>(INVENTORY_SUMMARY_URL, signal ? { signal } : {});

export function useInventorySummary() {
  return useQuery({ queryKey: [INVENTORY_SUMMARY_URL], queryFn: ({ signal }) => getInventorySummary(signal) });
}
