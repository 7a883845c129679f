/**
 * @module `GET /api/orders/{id}`: one order, kept current while its details
 * are open (a payment or status change refreshes it). Starts from the row the
 * list already had, so the dialog opens at once, and is read again each time
 * it opens: what another tab or admin changed shows before the owner acts on it.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import type { Order } from "../order.ts";
import { orderKeys } from "../order-keys.ts";

export const getOrder = (id: number, signal?: AbortSignal) => unwrap(api.orders[":id"].$get({ param: { id: String(id) } }, withSignal(signal)));

export const orderQuery = (id: number, initial?: Order) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    refetchOnMount: "always",
    ...(initial ? { initialData: initial } : {}),
  });

export const useOrder = (id: number, initial?: Order) => useQuery(orderQuery(id, initial));
