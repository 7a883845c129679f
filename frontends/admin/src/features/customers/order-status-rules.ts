/**
 * @module The order status panel's rules (admin spec §4): the Update button
 * is disabled when nothing changed or while saving; choosing shipped asks for
 * a tracking number; with one, the dedicated shipping update is used.
 */
import type { OrderStatus } from "@stringing/core/orders/order-status";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  in_progress: "In Progress",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const canUpdateStatus = (current: OrderStatus, selected: OrderStatus, saving: boolean): boolean => !saving && selected !== current;

export const showsTrackingInput = (selected: OrderStatus): boolean => selected === "shipped";

export type StatusUpdateRequest = {
  url: string;
  body: { status: OrderStatus; trackingNumber?: string };
  /** The success toast's title. */
  successTitle: "Order shipped" | "Order updated";
};

export function statusUpdateRequest(orderId: number, selected: OrderStatus, trackingNumber: string): StatusUpdateRequest {
  const tracking = trackingNumber.trim();
  if (selected === "shipped" && tracking) {
    return { url: `/api/orders/${orderId}/shipping`, body: { trackingNumber: tracking, status: "shipped" }, successTitle: "Order shipped" };
  }
  return { url: `/api/orders/${orderId}`, body: { status: selected }, successTitle: "Order updated" };
}
