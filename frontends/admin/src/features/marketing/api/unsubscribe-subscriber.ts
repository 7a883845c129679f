/** @module `PATCH /api/subscribers/{id}/unsubscribe` (after a confirmation). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateSubscribers } from "./get-subscribers.ts";

export const unsubscribeSubscriber = (id: number) => unwrap(api.subscribers[":id"].unsubscribe.$patch({ param: { id: String(id) } }));

export function useUnsubscribeSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsubscribeSubscriber, onSettled: () => invalidateSubscribers(queryClient) });
}
