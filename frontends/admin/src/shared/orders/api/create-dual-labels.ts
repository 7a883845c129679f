/**
 * @module `POST /api/shipping/create-dual-labels/{id}`: a return and an
 * outbound label together, each at the rate the owner picked (the cheapest
 * for one not picked); the work status stays.
 */
import { api, unwrap } from "@stringing/ui/api-client";

export const createDualLabels = ({
  id,
  returnRateId,
  outboundRateId,
}: {
  id: number;
  returnRateId?: string | undefined;
  outboundRateId?: string | undefined;
}) =>
  unwrap(
    api.shipping["create-dual-labels"][":id"].$post({
      param: { id: String(id) },
      json: { ...(returnRateId ? { returnRateId } : {}), ...(outboundRateId ? { outboundRateId } : {}) },
    }),
  );
