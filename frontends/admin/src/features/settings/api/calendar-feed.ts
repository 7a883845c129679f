/**
 * @module `/api/workshop/calendar-feed`: the secret URL of the promise-date
 * calendar feed, `{url}` (null while there is none). POST draws a new one
 * (the old URL stops working), DELETE revokes it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const CALENDAR_FEED_QUERY_KEY = ["/api/workshop/calendar-feed"] as const;

export const getCalendarFeed = (signal?: AbortSignal) => unwrap(api.workshop["calendar-feed"].$get(undefined, withSignal(signal)));
export const rotateCalendarFeed = () => unwrap(api.workshop["calendar-feed"].$post());
export const revokeCalendarFeed = async () => {
  await unwrap(api.workshop["calendar-feed"].$delete());
};

export const calendarFeedQuery = () => queryOptions({ queryKey: CALENDAR_FEED_QUERY_KEY, queryFn: ({ signal }) => getCalendarFeed(signal) });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateCalendarFeed, onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, feed) });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeCalendarFeed, onSuccess: () => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, { url: null }) });
}
