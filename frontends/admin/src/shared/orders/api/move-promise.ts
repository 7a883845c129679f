/**
 * @module `PATCH /api/orders/{id}` with `{promisedBy}` (docs/rules/workshop.md):
 * the owner moves an order's promise to another day (event
 * `promise_changed`). The order is shown at once and every order query
 * (the board's days included) is read again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries, orderKeys } from "../order-keys.ts";

export const movePromise = ({ id, promisedBy }: { id: number; promisedBy: string }) =>
  unwrap(api.orders[":id"].$patch({ param: { id: String(id) }, json: { promisedBy } }));

export function useMovePromise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePromise,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
      return invalidateOrderQueries(queryClient);
    },
  });
}
