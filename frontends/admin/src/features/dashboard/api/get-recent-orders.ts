/** @module `GET /api/orders?limit=5`: the dashboard's latest orders (docs/rules/admin.md, Dashboard: 5). */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const RECENT_ORDERS_LIMIT = 5;
export const RECENT_ORDERS_URL = `/api/orders?limit=${RECENT_ORDERS_LIMIT}`;

export const getRecentOrders = (signal?: AbortSignal) => unwrap(api.orders.$get({ query: { limit: String(RECENT_ORDERS_LIMIT) } }, withSignal(signal)));

export type RecentOrder = Awaited<ReturnType<typeof getRecentOrders>>[number];

export function useRecentOrders() {
  return useQuery({ queryKey: [RECENT_ORDERS_URL], queryFn: ({ signal }) => getRecentOrders(signal) });
}
