/** @module `GET /api/orders/summary`: order counts per status and the total, without downloading any order. */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const ORDER_SUMMARY_URL = "/api/orders/summary";

export const getOrderSummary = (signal?: AbortSignal) => unwrap(api.orders.summary.$get(undefined, withSignal(signal)));

export type OrderSummary = Awaited<ReturnType<typeof getOrderSummary>>;

export function useOrderSummary() {
  return useQuery({ queryKey: [ORDER_SUMMARY_URL], queryFn: ({ signal }) => getOrderSummary(signal) });
}
