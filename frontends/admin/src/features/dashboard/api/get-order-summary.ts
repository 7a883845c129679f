/** @module `GET /api/orders/summary`: order counts per status and the total, without downloading any order. */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { OrderStatus } from "@stringing/core/orders/order-status";

export type OrderSummary = Record<OrderStatus, number> & { total: number };

export const ORDER_SUMMARY_URL = "/api/orders/summary";

export const getOrderSummary = (signal?: AbortSignal) => fetchJson<OrderSummary>(ORDER_SUMMARY_URL, signal ? { signal } : {});

export function useOrderSummary() {
  return useQuery({ queryKey: [ORDER_SUMMARY_URL], queryFn: ({ signal }) => getOrderSummary(signal) });
}
