/** @module `POST /api/orders/{id}/notes` with `{text}` (1 to 5000 characters): a note in the order's timeline. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { orderKeys } from "../order-keys.ts";

export const addOrderNote = ({ id, text }: { id: number; text: string }) =>
  unwrap(api.orders[":id"].notes.$post({ param: { id: String(id) }, json: { text } }));

export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addOrderNote, onSuccess: (_note, { id }) => queryClient.invalidateQueries({ queryKey: orderKeys.events(id) }) });
}
