/** @module `PATCH /api/subscribers/{id}/unsubscribe` (after a confirmation). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { invalidateSubscribers, SUBSCRIBERS_PATH, type SubscriberRow } from "./get-subscribers.ts";

export const unsubscribeSubscriber = (id: number) => sendJson<SubscriberRow>("PATCH", `${SUBSCRIBERS_PATH}/${id}/unsubscribe`);

export function useUnsubscribeSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsubscribeSubscriber, onSettled: () => invalidateSubscribers(queryClient) });
}
