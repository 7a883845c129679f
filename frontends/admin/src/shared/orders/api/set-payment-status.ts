/**
 * @module `PATCH /api/orders/{id}/payment` with `{paymentStatus, amountPaid?,
 * note?}` (amount in cents; the server takes the order's price when marking
 * paid without one). Every order query is refreshed after it, the timeline
 * and the dashboard's unpaid count among them.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type JsonBody } from "@stringing/ui/api-client";
import { invalidateOrderQueries } from "../order-keys.ts";

export type PaymentUpdate = JsonBody<(typeof api.orders)[":id"]["payment"]["$patch"]>;

export const setPaymentStatus = ({ id, update }: { id: number; update: PaymentUpdate }) =>
  unwrap(api.orders[":id"].payment.$patch({ param: { id: String(id) }, json: update }));

export function useSetPaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPaymentStatus, onSuccess: () => invalidateOrderQueries(queryClient) });
}
