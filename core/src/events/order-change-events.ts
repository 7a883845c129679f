import type { Order } from "../orders/order.ts";
import type { OrderChanges } from "../ports/order-updates.port.ts";
import type { ChangeAuthor } from "./changed-by.ts";
import type { DomainEvent } from "./domain-event.ts";

/** The tracking number a shipped order goes out under: the outbound label's, else the one typed in. */
export const shippedTracking = (order: Pick<Order, "outboundTrackingNumber" | "trackingNumber">): string | null =>
  order.outboundTrackingNumber?.trim() || order.trackingNumber?.trim() || null;

const shippedWithTracking = (order: Pick<Order, "status" | "outboundTrackingNumber" | "trackingNumber">): string | null =>
  order.status === "shipped" ? shippedTracking(order) : null;

/**
 * What a change to an order's columns did to it, as events: its status
 * changed (`order.status_changed`), and it became shipped with a tracking
 * number (`order.shipped`), in either order: the status first and the
 * number later, or both at once.
 */
export function orderChangeEvents(before: Order, changes: OrderChanges, author: ChangeAuthor): DomainEvent[] {
  const after = { ...before, ...changes };
  const events: DomainEvent[] = [];
  if (after.status !== before.status) events.push({ type: "order.status_changed", orderId: before.id, ...author, from: before.status, to: after.status });
  const tracking = shippedWithTracking(after);
  if (tracking !== null && shippedWithTracking(before) === null)
    events.push({ type: "order.shipped", orderId: before.id, ...author, trackingNumber: tracking });
  return events;
}
