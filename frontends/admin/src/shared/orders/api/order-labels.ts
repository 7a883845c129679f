/**
 * @module `GET /api/shipping/orders/{id}/labels`: the labels made for an
 * order, with the carrier's tracking page and last known state, and whether
 * each is a test label; `POST /api/shipping/labels/{id}/void`: voids one
 * (the carrier refunds it) and the order stops pointing at it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";
import { invalidateOrderQueries, orderKeys } from "../order-keys.ts";

export type OrderLabel = Answer<(typeof api.shipping.orders)[":id"]["labels"]["$get"]>[number];

export const getOrderLabels = (id: number, signal?: AbortSignal) =>
  unwrap(api.shipping.orders[":id"].labels.$get({ param: { id: String(id) } }, withSignal(signal)));

export const orderLabelsQuery = (id: number) =>
  queryOptions({ queryKey: [...orderKeys.one(id), "labels"] as const, queryFn: ({ signal }) => getOrderLabels(id, signal) });

export const useOrderLabels = (id: number) => useQuery(orderLabelsQuery(id));

export const voidLabel = (labelId: number) => unwrap(api.shipping.labels[":id"].void.$post({ param: { id: String(labelId) } }));

export function useVoidLabel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidLabel, onSuccess: () => invalidateOrderQueries(queryClient) });
}

/** Shippo's tracking states in words. */
export const TRACKING_STATUS_TEXT: Record<string, string> = {
  PRE_TRANSIT: "Label created, not yet scanned",
  TRANSIT: "In transit",
  DELIVERED: "Delivered",
  RETURNED: "Returned to sender",
  FAILURE: "Delivery problem",
  UNKNOWN: "No carrier scan yet",
};

export const trackingStatusText = (status: string | null) => (status ? (TRACKING_STATUS_TEXT[status] ?? status) : "No carrier update yet");
