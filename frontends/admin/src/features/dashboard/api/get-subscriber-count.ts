/** @module `GET /api/subscribers/count`: a plain number (subscribed entries). */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";

export const SUBSCRIBER_COUNT_URL = "/api/subscribers/count";

export const getSubscriberCount = (signal?: AbortSignal) => fetchJson<number>(SUBSCRIBER_COUNT_URL, signal ? { signal } : {});

export function useSubscriberCount() {
  return useQuery({ queryKey: [SUBSCRIBER_COUNT_URL], queryFn: ({ signal }) => getSubscriberCount(signal) });
}
