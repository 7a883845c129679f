/**
 * @module `PATCH /api/orders/{id}/shipping`: a tracking number (and so the
 * status shipped, unless the body names another), with the status the owner
 * saw (`expectedStatus`); every order query is refreshed after it, also when
 * the server refused it as stale.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import { api, unwrap } from "@stringing/ui/api-client";
import { refreshAfterStatusChange } from "./update-order-status.ts";

export type ShippingUpdate = InferRequestType<(typeof api.orders)[":id"]["shipping"]["$patch"]>["json"] & { expectedStatus: OrderStatus };

export const updateOrderShipping = ({ id, shipping }: { id: number; shipping: ShippingUpdate }) =>
  unwrap(api.orders[":id"].shipping.$patch({ param: { id: String(id) }, json: shipping }));

export function useUpdateOrderShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderShipping,
    onSuccess: (order) => refreshAfterStatusChange(queryClient, { order }),
    onError: (error) => refreshAfterStatusChange(queryClient, { error }),
  });
}
