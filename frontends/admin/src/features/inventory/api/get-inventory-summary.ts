/** @module GET /api/inventory/summary: totals for the Dashboard tab. */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { InventorySummary } from "@stringing/core/inventory/stock-state";
import { INVENTORY_SUMMARY_KEY } from "./inventory-keys.ts";

export const getInventorySummary = (signal?: AbortSignal) =>
  fetchJson<InventorySummary>("/api/inventory/summary", signal ? { signal } : {});

export const useInventorySummary = () => useQuery({ queryKey: INVENTORY_SUMMARY_KEY, queryFn: ({ signal }) => getInventorySummary(signal) });
