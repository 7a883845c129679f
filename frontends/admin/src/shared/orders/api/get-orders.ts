/**
 * @module `GET /api/orders` with paging and the filters (`status`,
 * `paymentStatus`, `shipped`, `q`: an order number with or without `#`, a
 * name, an e-mail, a tracking number): newest first unless `sort` and
 * `direction` say otherwise. A page asks for one
 * extra row so the table knows whether a next page exists.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderSortKey, SortDirection } from "@stringing/core/orders/order-list-sort";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import type { PaymentStatus } from "@stringing/core/orders/payment-status";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import type { Order } from "../order.ts";
import { orderKeys } from "../order-keys.ts";

export interface OrderListParams {
  limit?: number;
  offset?: number;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  shipped?: boolean;
  q?: string;
  sort?: OrderSortKey;
  direction?: SortDirection;
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
          paymentStatus: params.paymentStatus,
          q: params.q?.trim() || undefined,
          sort: params.sort,
          direction: params.direction,
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
