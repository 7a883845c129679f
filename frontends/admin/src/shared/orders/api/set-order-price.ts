/**
 * @module `PATCH /api/orders/{id}/price` with `{servicePrice}` (cents): the
 * owner prices an order after it was placed. The order's own query takes the
 * answer at once, then every order query is refreshed (the payment status
 * may have followed, and the timeline has a new event).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateOrderQueries, orderKeys } from "../order-keys.ts";

export const setOrderPrice = ({ id, servicePrice }: { id: number; servicePrice: number }) =>
  unwrap(api.orders[":id"].price.$patch({ param: { id: String(id) }, json: { servicePrice } }));

export function useSetOrderPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderPrice,
    onSuccess: (saved) => {
      queryClient.setQueryData(orderKeys.one(saved.id), saved);
      return invalidateOrderQueries(queryClient);
    },
  });
}
