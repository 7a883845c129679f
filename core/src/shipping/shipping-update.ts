import { z } from "zod";
import { orderStatusSchema } from "../orders/order-status.ts";
import type { OrderShippingChanges } from "../ports/order-repository.port.ts";

export const TRACKING_NUMBER_REQUIRED = "Tracking number is required";

/**
 * Body of PATCH /api/orders/{id}/shipping (docs/rules/orders.md, Changing the status). `expectedStatus`,
 * as on PATCH /api/orders/{id}: the status the admin saw; a stale one is a
 * 409 that changes nothing.
 */
export const shippingUpdateSchema = z.object({
  trackingNumber: z.string({ error: TRACKING_NUMBER_REQUIRED }).trim().max(100, "Tracking number must be at most 100 characters"),
  shippingLabelUrl: z.string({ error: "Shipping label URL must be text" }).trim().max(2000, "Shipping label URL must be at most 2000 characters").nullish(),
  status: orderStatusSchema.optional(),
  expectedStatus: orderStatusSchema.optional(),
});

export type ShippingUpdate = z.output<typeof shippingUpdateSchema>;

/**
 * docs/rules/orders.md, Changing the status: a non-empty tracking number sets the status to shipped unless the
 * body names another status. An empty one clears the tracking number and
 * leaves the status alone (unless named).
 */
export function shippingUpdateChanges(update: ShippingUpdate): OrderShippingChanges {
  const trackingNumber = update.trackingNumber || null;
  const changes: OrderShippingChanges = { trackingNumber };
  if (update.shippingLabelUrl !== undefined) changes.shippingLabelUrl = update.shippingLabelUrl || null;
  const status = update.status ?? (trackingNumber ? "shipped" : undefined);
  if (status) changes.status = status;
  return changes;
}
