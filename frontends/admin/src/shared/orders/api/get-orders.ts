/**
 * @module `GET /api/orders` with paging and the shipping filters (`status`,
 * `shipped`, `q`): newest first. A page asks for one extra row so the table
 * knows whether a next page exists.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import type { Order } from "../order.ts";
import { orderKeys } from "../order-keys.ts";

export interface OrderListParams {
  limit?: number;
  offset?: number;
  status?: OrderStatus;
  shipped?: boolean;
  q?: string;
}

/** Without paging: every matching order (the CSV export). */
export const getOrders = (params: OrderListParams = {}, signal?: AbortSignal) =>
  unwrap(
    api.orders.$get(
      {
        query: {
          limit: params.limit?.toString(),
          offset: params.offset?.toString(),
          status: params.status,
          shipped: params.shipped === undefined ? undefined : params.shipped ? "true" : "false",
          q: params.q?.trim() || undefined,
        },
      },
      withSignal(signal),
    ),
  );

export interface OrderPage {
  orders: Order[];
  hasMore: boolean;
}

export type OrderPageParams = Omit<OrderListParams, "limit"> & { limit: number };

/** One page of `limit` orders from `offset`, keeping the previous page on screen while the next loads. */
export const orderPageQuery = (params: OrderPageParams) =>
  queryOptions({
    queryKey: [...orderKeys.pages(), params],
    queryFn: async ({ signal }): Promise<OrderPage> => {
      const rows = await getOrders({ ...params, limit: params.limit + 1 }, signal);
      return { orders: rows.slice(0, params.limit), hasMore: rows.length > params.limit };
    },
    placeholderData: keepPreviousData,
  });

export const useOrderPage = (params: OrderPageParams) => useQuery(orderPageQuery(params));
