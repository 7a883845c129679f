/**
 * @module The order status panel's rules (admin spec §4): the Update button
 * is disabled when nothing changed or while saving; choosing shipped asks for
 * a tracking number; with one, the dedicated shipping update is used.
 */
import type { OrderStatus } from "@stringing/core/orders/order-status";

export const canUpdateStatus = (current: OrderStatus, selected: OrderStatus, saving: boolean): boolean => !saving && selected !== current;

export const showsTrackingInput = (selected: OrderStatus): boolean => selected === "shipped";

/** Which update the panel sends: the shipping update (`PATCH /api/orders/{id}/shipping`) or the status one (`PATCH /api/orders/{id}`). */
export type StatusUpdateRequest =
  | { id: number; via: "shipping"; body: { trackingNumber: string; status: "shipped" }; successTitle: "Order shipped" }
  | { id: number; via: "status"; body: { status: OrderStatus }; successTitle: "Order updated" };

export function statusUpdateRequest(orderId: number, selected: OrderStatus, trackingNumber: string): StatusUpdateRequest {
  const tracking = trackingNumber.trim();
  if (selected === "shipped" && tracking) {
    return { id: orderId, via: "shipping", body: { trackingNumber: tracking, status: "shipped" }, successTitle: "Order shipped" };
  }
  return { id: orderId, via: "status", body: { status: selected }, successTitle: "Order updated" };
}
