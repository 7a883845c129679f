/** @module `PATCH /api/orders/{id}` with a new status; every order query is refreshed after it. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries } from "../order-keys.ts";

export const updateOrderStatus = ({ id, status }: { id: number; status: OrderStatus }) =>
  unwrap(api.orders[":id"].$patch({ param: { id: String(id) }, json: { status } }));

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderStatus, onSuccess: () => invalidateOrderQueries(queryClient) });
}
