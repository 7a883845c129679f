/**
 * @module `PATCH /api/orders/{id}` with `{pocket}` (docs/rules/orders.md, The
 * pocket in detail): the stringer completes the pocket on the order while
 * stringing; the whole pocket is sent and replaces the one stored (event
 * `pocket_changed`). The order is shown at once and every order query (its
 * timeline included) is read again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PocketDetails } from "@stringing/core/orders/pocket-details";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries, orderKeys } from "../order-keys.ts";

export const updateOrderPocket = ({ id, pocket }: { id: number; pocket: PocketDetails }) =>
  unwrap(api.orders[":id"].$patch({ param: { id: String(id) }, json: { pocket } }));

export function useUpdateOrderPocket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderPocket,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
      return invalidateOrderQueries(queryClient);
    },
  });
}
