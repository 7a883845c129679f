/**
 * @module Extra work on an order (docs/rules/payments.md, Extra work), the
 * owner's side: `POST /api/orders/{id}/charges` with `{description, amount}`
 * (cents) proposes a charge (the backend mails the player the status page
 * link), `POST /api/orders/{id}/charges/{chargeId}/withdraw` takes one back
 * while it is proposed. Both answer the charge, so every order query (the
 * order's charges and balance, its timeline) is read again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries } from "../order-keys.ts";

export const proposeCharge = ({ orderId, description, amount }: { orderId: number; description: string; amount: number }) =>
  unwrap(api.orders[":id"].charges.$post({ param: { id: String(orderId) }, json: { description, amount } }));

export const withdrawCharge = ({ orderId, chargeId }: { orderId: number; chargeId: number }) =>
  unwrap(api.orders[":id"].charges[":chargeId"].withdraw.$post({ param: { id: String(orderId), chargeId: String(chargeId) } }));

export function useProposeCharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: proposeCharge, onSuccess: () => invalidateOrderQueries(queryClient) });
}

export function useWithdrawCharge() {
  const queryClient = useQueryClient();
  // Read again on a refusal too: a 409 means the player answered meanwhile, and the page should say how.
  return useMutation({ mutationFn: withdrawCharge, onSettled: () => invalidateOrderQueries(queryClient) });
}
