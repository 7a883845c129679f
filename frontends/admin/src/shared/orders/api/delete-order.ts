/** @module `DELETE /api/orders/{id}` (asked for confirmation first); every order query is refreshed after it. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries } from "../order-keys.ts";

export const deleteOrder = (id: number) => unwrap(api.orders[":id"].$delete({ param: { id: String(id) } }));

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => invalidateOrderQueries(queryClient) });
}
