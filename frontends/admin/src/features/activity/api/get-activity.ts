/**
 * @module `GET /api/activity`: one page of the activity log, newest first,
 * filtered by admin, kind and a span of time, with the number of matching
 * rows from `X-Total-Count`. Read afresh each time the screen opens: the
 * log grows with every change made elsewhere in the back office.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, withSignal, type Answer } from "@stringing/ui/api-client";
import { ApiError } from "@stringing/ui/api-request";
import type { ActivityQuery } from "../activity-filters.ts";

export const ACTIVITY_PATH = "/api/activity";

export type ActivityEntry = Answer<typeof api.activity.$get>[number];

export interface ActivityPage {
  entries: ActivityEntry[];
  /** How many rows match the filters, on every page. */
  total: number;
}

export async function getActivityPage(query: ActivityQuery, signal?: AbortSignal): Promise<ActivityPage> {
  const response = await api.activity.$get({ query: { ...query, limit: String(query.limit), offset: String(query.offset) } }, withSignal(signal));
  if (!response.ok) throw await ApiError.from(response);
  const entries = (await response.json()) as ActivityEntry[];
  const total = Number(response.headers.get("X-Total-Count"));
  return { entries, total: Number.isInteger(total) && total >= 0 ? total : query.offset + entries.length };
}

/** The page for the query, keeping the previous page on screen while the next loads. */
export const useActivityPage = (query: ActivityQuery) =>
  useQuery({
    queryKey: [ACTIVITY_PATH, query],
    queryFn: ({ signal }) => getActivityPage(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
