/** @module `POST /api/subscribers` with `{email, name}` (Add Subscriber). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateSubscribers } from "./get-subscribers.ts";

export interface NewSubscriberInput {
  email: string;
  name: string | null;
}

export const addSubscriber = (input: NewSubscriberInput) => unwrap(api.subscribers.$post({ json: input }));

export function useAddSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSubscriber, onSettled: () => invalidateSubscribers(queryClient) });
}
