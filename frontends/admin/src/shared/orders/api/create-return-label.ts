/**
 * @module `POST /api/shipping/create-return-label/{id}`: the label that
 * brings the head in, at the rate the owner picked (`{rateId}`; the
 * cheapest without one); it is mailed to the player, the status stays.
 */
import { api, unwrap } from "@stringing/ui/api-client";

export const createReturnLabel = ({ id, rateId }: { id: number; rateId?: string | undefined }) =>
  unwrap(
    api.shipping["create-return-label"][":id"].$post(
      { param: { id: String(id) } },
      rateId ? { init: { body: JSON.stringify({ rateId }), headers: { "Content-Type": "application/json" } } } : undefined,
    ),
  );
