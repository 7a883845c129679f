/**
 * @module `GET /api/subscribers?q=&limit=&offset=` (docs/rules/admin.md, Email Marketing): one page
 * of the list, newest first. The API has no total, so a page asks for one
 * row more than it shows to learn whether another page follows.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";

export type SubscriberRow = Answer<typeof api.subscribers.$get>[number];

export interface SubscriberPage {
  rows: SubscriberRow[];
  hasNextPage: boolean;
}

export const SUBSCRIBER_PAGE_SIZE = 20;
export const SUBSCRIBERS_PATH = "/api/subscribers";

/** Without `limit`, every subscriber (the CSV export). */
export const getSubscribers = (query: { q?: string; limit?: number; offset?: number } = {}, signal?: AbortSignal) =>
  unwrap(
    api.subscribers.$get(
      { query: { q: query.q?.trim() || undefined, limit: query.limit?.toString(), offset: query.offset ? String(query.offset) : undefined } },
      withSignal(signal),
    ),
  );

export async function getSubscriberPage(q: string, page: number, signal?: AbortSignal): Promise<SubscriberPage> {
  const rows = await getSubscribers({ q, limit: SUBSCRIBER_PAGE_SIZE + 1, offset: page * SUBSCRIBER_PAGE_SIZE }, signal);
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
