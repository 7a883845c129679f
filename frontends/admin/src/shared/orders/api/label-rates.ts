/**
 * @module `GET /api/shipping/rates/{id}?kind=outbound`: the carrier's rates
 * for one of the order's labels, cheapest first and preselected, and whether
 * the carrier draws test labels. A 400 says why there are none (an address
 * the carrier cannot find, no service for the parcel).
 */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";

export type LabelRates = Answer<(typeof api.shipping.rates)[":id"]["$get"]>;
export type LabelKindParam = "shipping" | "return" | "outbound";

export const getLabelRates = (id: number, kind: LabelKindParam, signal?: AbortSignal) =>
  unwrap(api.shipping.rates[":id"].$get({ param: { id: String(id) }, query: { kind } }, withSignal(signal)));

/**
 * Rates are quoted live (and expire at the carrier): never reused from a
 * cache, nor quoted again under the owner's eyes (a new quote has new ids).
 * `enabled`: false while the label is not being chosen.
 */
export const useLabelRates = (id: number, kind: LabelKindParam, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: ["/api/shipping/rates", id, kind],
    queryFn: ({ signal }) => getLabelRates(id, kind, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    enabled,
  });
