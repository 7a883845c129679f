/**
 * @module `PATCH /api/orders/{id}` with a new status and the status the owner
 * saw (`expectedStatus`); every order query is refreshed after it, whether it
 * passed or the server refused it as stale (409 with the current order, which
 * is shown at once).
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import { api, unwrap } from "@stringing/ui/api-client";
import type { Order } from "../order.ts";
import { invalidateOrderQueries, orderKeys } from "../order-keys.ts";
import { currentOrderOf } from "../stale-status.ts";

export const updateOrderStatus = ({ id, status, expectedStatus }: { id: number; status: OrderStatus; expectedStatus: OrderStatus }) =>
  unwrap(api.orders[":id"].$patch({ param: { id: String(id) }, json: { status, expectedStatus } }));

/** After a status change or its refusal: the order the server answered is shown at once, and every order query is read again. */
export function refreshAfterStatusChange(queryClient: QueryClient, outcome: { order?: Order | undefined; error?: unknown }): Promise<void> {
  const order = outcome.order ?? currentOrderOf(outcome.error);
  if (order) queryClient.setQueryData(orderKeys.one(order.id), order);
  return invalidateOrderQueries(queryClient);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => refreshAfterStatusChange(queryClient, { order }),
    onError: (error) => refreshAfterStatusChange(queryClient, { error }),
  });
}
