/**
 * @module The order status panel's rules (docs/rules/admin.md, The order's page): the Update button
 * is disabled when nothing changed or while saving; choosing shipped asks for
 * a tracking number; with one, the dedicated shipping update is used. Every
 * update names the status the owner saw (`expectedStatus`), so a stale screen
 * cannot undo a change (docs/rules/orders.md, Stale screens); and a change
 * that skips the usual steps or goes back is named before it is made.
 */
import type { OrderStatus } from "@stringing/core/orders/order-status";
import type { PaymentStatus } from "@stringing/core/orders/payment-status";
import { orderStatusLabel } from "./order.ts";

export const canUpdateStatus = (current: OrderStatus, selected: OrderStatus, saving: boolean): boolean => !saving && selected !== current;

export const showsTrackingInput = (selected: OrderStatus): boolean => selected === "shipped";

/** Which update the panel sends: the shipping update (`PATCH /api/orders/{id}/shipping`) or the status one (`PATCH /api/orders/{id}`). */
export type StatusUpdateRequest =
  | {
      id: number;
      via: "shipping";
      body: { trackingNumber: string; status: "shipped"; expectedStatus: OrderStatus };
      successTitle: "Order shipped";
    }
  | { id: number; via: "status"; body: { status: OrderStatus; expectedStatus: OrderStatus }; successTitle: "Order updated" };

/** `current`: the status the owner saw on the screen, sent as `expectedStatus`. */
export function statusUpdateRequest(orderId: number, current: OrderStatus, selected: OrderStatus, trackingNumber: string): StatusUpdateRequest {
  const tracking = trackingNumber.trim();
  if (selected === "shipped" && tracking) {
    return {
      id: orderId,
      via: "shipping",
      body: { trackingNumber: tracking, status: "shipped", expectedStatus: current },
      successTitle: "Order shipped",
    };
  }
  return { id: orderId, via: "status", body: { status: selected, expectedStatus: current }, successTitle: "Order updated" };
}

/** The usual path of an order; cancelled stands apart. */
const STEPS: readonly OrderStatus[] = ["pending", "in_progress", "shipped", "completed"];

/**
 * What a change from the list's actions would pass over, in words, empty when
 * it is the usual next step: the steps it skips, going back (a shipped order
 * marked In Progress), reopening a cancelled order, completing an order not
 * fully paid. The list asks before such a change.
 */
export function statusChangeWarnings(order: { status: OrderStatus; paymentStatus: PaymentStatus }, target: OrderStatus): string[] {
  const warnings: string[] = [];
  const from = STEPS.indexOf(order.status);
  const to = STEPS.indexOf(target);
  if (order.status === "cancelled" && target !== "cancelled") warnings.push("It reopens a cancelled order.");
  if (from >= 0 && to >= 0 && to > from + 1) {
    const skipped = STEPS.slice(from + 1, to).map(orderStatusLabel);
    warnings.push(`It skips ${skipped.join(" and ")}${skipped.includes("Shipped") ? " (no shipment is recorded)" : ""}.`);
  }
  if (from >= 0 && to >= 0 && to < from) warnings.push(`It moves the order back from ${orderStatusLabel(order.status)}.`);
  if (target === "completed" && order.paymentStatus !== "paid") {
    warnings.push(
      order.paymentStatus === "partially_paid" ? "It is only partly paid." : `It is ${order.paymentStatus === "refunded" ? "refunded" : "not paid"}.`,
    );
  }
  return warnings;
}
