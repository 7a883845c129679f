/** @module `GET /api/inventory/summary`: total items, low (incl. out), out, and the low percentage. */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const INVENTORY_SUMMARY_URL = "/api/inventory/summary";

export const getInventorySummary = (signal?: AbortSignal) => unwrap(api.inventory.summary.$get(undefined, withSignal(signal)));

export function useInventorySummary() {
  return useQuery({ queryKey: [INVENTORY_SUMMARY_URL], queryFn: ({ signal }) => getInventorySummary(signal) });
}
