/**
 * @module `POST /api/orders/{id}/receive` (docs/rules/workshop.md, Receiving):
 * the head is in the workshop; the answer is the order with its `receivedAt`
 * and `promisedBy`. Pressing it twice changes nothing. The order is shown at
 * once and every order query (the board's, under the same root, included)
 * is read again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries, orderKeys } from "../order-keys.ts";

export const receiveOrder = (id: number) => unwrap(api.orders[":id"].receive.$post({ param: { id: String(id) } }));

export function useReceiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
    },
    onSettled: () => invalidateOrderQueries(queryClient),
  });
}
