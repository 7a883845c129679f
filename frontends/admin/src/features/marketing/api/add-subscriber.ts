/** @module `POST /api/subscribers` with `{email, name}` (Add Subscriber). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { invalidateSubscribers, SUBSCRIBERS_PATH, type SubscriberRow } from "./get-subscribers.ts";

export interface NewSubscriberInput {
  email: string;
  name: string | null;
}

export const addSubscriber = (input: NewSubscriberInput) => sendJson<SubscriberRow>("POST", SUBSCRIBERS_PATH, input);

export function useAddSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSubscriber, onSettled: () => invalidateSubscribers(queryClient) });
}
