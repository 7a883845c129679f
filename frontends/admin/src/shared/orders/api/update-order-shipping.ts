/**
 * @module `PATCH /api/orders/{id}/shipping`: a tracking number (and so the
 * status shipped, unless the body names another); every order query is
 * refreshed after it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries } from "../order-keys.ts";

export type ShippingUpdate = InferRequestType<(typeof api.orders)[":id"]["shipping"]["$patch"]>["json"];

export const updateOrderShipping = ({ id, shipping }: { id: number; shipping: ShippingUpdate }) =>
  unwrap(api.orders[":id"].shipping.$patch({ param: { id: String(id) }, json: shipping }));

export function useUpdateOrderShipping() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderShipping, onSuccess: () => invalidateOrderQueries(queryClient) });
}
