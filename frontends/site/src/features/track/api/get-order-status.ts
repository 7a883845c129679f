/**
 * @module `GET /api/track/{token}` (anonymous): what the customer's status
 * page shows. An unknown token is an answer, not a failure: `null`, so the
 * page shows the 404 page (and the server renders it with status 404);
 * any other failure throws and the page offers to try again.
 *
 * Read again when the visitor comes back to the tab (after paying, say),
 * at most every 30 s.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";
import { errorStatus } from "@stringing/ui/error-message";

/**
 * `receivedAt` and `promisedBy` (docs/rules/workshop.md, Receiving) are
 * typed here as optional as well: a server from before receiving answers
 * without them, and the page then reads the order as not received. So is
 * `recipe` (the order's pocket under the order form's field names): without
 * it the page offers no "Order this pocket again".
 */
export type OrderStatusData = Answer<(typeof api.track)[":token"]["$get"]> & {
  receivedAt?: string | null;
  promisedBy?: string | null;
  recipe?: Readonly<Record<string, unknown>> | null;
};
export type PublicEvent = OrderStatusData["events"][number];
export type PublicTracking = NonNullable<OrderStatusData["inboundTracking"]>;

export const trackPath = (token: string): string => `/api/track/${encodeURIComponent(token)}`;

export async function getOrderStatus(token: string, signal?: AbortSignal): Promise<OrderStatusData | null> {
  try {
    return await unwrap(api.track[":token"].$get({ param: { token: encodeURIComponent(token) } }, withSignal(signal)));
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const orderStatusQuery = (token: string) =>
  queryOptions({
    queryKey: [trackPath(token)],
    queryFn: ({ signal }) => getOrderStatus(token, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export const useOrderStatus = (token: string) => useQuery(orderStatusQuery(token));
