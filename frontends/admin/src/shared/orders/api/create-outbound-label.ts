/**
 * @module `POST /api/shipping/create-outbound-label/{id}`: the label that
 * ships the head back, at the rate the owner picked (`{rateId}`, from
 * label-rates.ts; the cheapest without one); the order becomes shipped.
 */
import { api, unwrap } from "@stringing/ui/api-client";

export const createOutboundLabel = ({ id, rateId }: { id: number; rateId?: string | undefined }) =>
  unwrap(
    api.shipping["create-outbound-label"][":id"].$post(
      { param: { id: String(id) } },
      rateId ? { init: { body: JSON.stringify({ rateId }), headers: { "Content-Type": "application/json" } } } : undefined,
    ),
  );
