/**
 * @module `POST /api/orders/{id}/reorder` (docs/rules/orders.md, Reordering):
 * a new pending order like this one, for the same customer, pocket and
 * address; the answer is `{id, paymentUrl, statusUrl}` for the owner to
 * send. One Idempotency-Key per confirmation, so a retried request never
 * makes a second order. The orders and customers are read again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries } from "../order-keys.ts";

export const reorderOrder = ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
  unwrap(api.orders[":id"].reorder.$post({ param: { id: String(id) }, header: { "idempotency-key": idempotencyKey } }));

export type ReorderedOrder = Awaited<ReturnType<typeof reorderOrder>>;

export function useReorderOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderOrder, onSettled: () => invalidateOrderQueries(queryClient) });
}
