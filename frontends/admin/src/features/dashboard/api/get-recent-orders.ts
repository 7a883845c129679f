/** @module `GET /api/orders?limit=5`: the dashboard's latest orders (admin spec §9: 5). */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { OrderStatus } from "@stringing/core/orders/order-status";

export const RECENT_ORDERS_LIMIT = 5;
export const RECENT_ORDERS_URL = `/api/orders?limit=${RECENT_ORDERS_LIMIT}`;

/** The fields the dashboard shows. */
export interface RecentOrder {
  id: number;
  customerName: string;
  customerEmail: string;
  serviceName: string;
  servicePrice: number;
  status: OrderStatus;
  createdAt: string;
  trackingNumber: string | null;
}

export const getRecentOrders = (signal?: AbortSignal) => fetchJson<RecentOrder[]>(RECENT_ORDERS_URL, signal ? { signal } : {});

export function useRecentOrders() {
  return useQuery({ queryKey: [RECENT_ORDERS_URL], queryFn: ({ signal }) => getRecentOrders(signal) });
}
