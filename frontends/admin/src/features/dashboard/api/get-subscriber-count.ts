/** @module `GET /api/subscribers/count`: a plain number (subscribed entries). */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const SUBSCRIBER_COUNT_URL = "/api/subscribers/count";

export const getSubscriberCount = (signal?: AbortSignal) => unwrap(api.subscribers.count.$get(undefined, withSignal(signal)));

export function useSubscriberCount() {
  return useQuery({ queryKey: [SUBSCRIBER_COUNT_URL], queryFn: ({ signal }) => getSubscriberCount(signal) });
}
