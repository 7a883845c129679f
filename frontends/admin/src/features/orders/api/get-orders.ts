/**
 * @module `GET /api/orders` with paging and the shipping filters
 * (`status`, `shipped`, `q`): newest first. One extra row is asked for so
 * the table knows whether a next page exists.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import type { ApiOrder } from "./order-types.ts";
import { ORDERS_KEY } from "./order-query-keys.ts";

export interface OrderListParams {
  limit?: number;
  offset?: number;
  status?: OrderStatus;
  shipped?: boolean;
  q?: string;
}

export function ordersUrl(params: OrderListParams = {}): string {
  const search = new URLSearchParams();
  if (params.limit !== undefined) search.set("limit", String(params.limit));
  if (params.offset !== undefined) search.set("offset", String(params.offset));
  if (params.status) search.set("status", params.status);
  if (params.shipped !== undefined) search.set("shipped", String(params.shipped));
  if (params.q?.trim()) search.set("q", params.q.trim());
  const query = search.toString();
  return query ? `${ORDERS_KEY}?${query}` : ORDERS_KEY;
}

export const getOrders = (params: OrderListParams = {}, signal?: AbortSignal) =>
  fetchJson<ApiOrder[]>(ordersUrl(params), signal ? { signal } : {});

export interface OrderPage {
  orders: ApiOrder[];
  hasMore: boolean;
}

/** One page of `limit` orders from `offset`, keeping the previous page on screen while the next loads. */
export function useOrderPage(params: Omit<OrderListParams, "limit"> & { limit: number }) {
  return useQuery({
    queryKey: [ORDERS_KEY, "page", params],
    queryFn: async ({ signal }): Promise<OrderPage> => {
      const rows = await getOrders({ ...params, limit: params.limit + 1 }, signal);
      return { orders: rows.slice(0, params.limit), hasMore: rows.length > params.limit };
    },
    placeholderData: keepPreviousData,
  });
}
