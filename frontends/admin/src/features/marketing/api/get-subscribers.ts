/**
 * @module `GET /api/subscribers?q=&limit=&offset=` (admin spec §7): one page
 * of the list, newest first. The API has no total, so a page asks for one
 * row more than it shows to learn whether another page follows.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";

export interface SubscriberRow {
  id: number;
  email: string;
  name: string | null;
  subscribed: boolean;
  createdAt: string;
}

export interface SubscriberPage {
  rows: SubscriberRow[];
  hasNextPage: boolean;
}

export const SUBSCRIBER_PAGE_SIZE = 20;
export const SUBSCRIBERS_PATH = "/api/subscribers";

export function subscribersUrl(query: { q?: string; limit?: number; offset?: number }): string {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set("q", q);
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  if (query.offset) params.set("offset", String(query.offset));
  const text = params.toString();
  return text ? `${SUBSCRIBERS_PATH}?${text}` : SUBSCRIBERS_PATH;
}

export async function getSubscriberPage(q: string, page: number, signal?: AbortSignal): Promise<SubscriberPage> {
  const url = subscribersUrl({ q, limit: SUBSCRIBER_PAGE_SIZE + 1, offset: page * SUBSCRIBER_PAGE_SIZE });
  const rows = await fetchJson<SubscriberRow[]>(url, signal ? { signal } : {});
  return { rows: rows.slice(0, SUBSCRIBER_PAGE_SIZE), hasNextPage: rows.length > SUBSCRIBER_PAGE_SIZE };
}

export function useSubscriberPage(q: string, page: number) {
  return useQuery({
    queryKey: [SUBSCRIBERS_PATH, { q: q.trim(), page }],
    queryFn: ({ signal }) => getSubscriberPage(q, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every cached subscriber read (pages, the count on the dashboard) is stale after a change. */
export const invalidateSubscribers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(SUBSCRIBERS_PATH) });
