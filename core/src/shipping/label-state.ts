import type { Order } from "../orders/order.ts";

/**
 * docs/rules/shipping.md, The label badge: named by which way each label
 * carries the head. The single label of Create Label ships the head to the
 * customer (see `labelChanges`), so it counts as the outbound label.
 */
export type LabelState = "both" | "return_only" | "outbound_only" | "none";

export const LABEL_STATE_TEXT: Record<LabelState, string> = {
  both: "Return and Outbound",
  return_only: "Return Label",
  outbound_only: "Outbound Label",
  none: "No Labels",
};

export function labelState(order: Pick<Order, "returnLabelUrl" | "outboundLabelUrl" | "shippingLabelUrl">): LabelState {
  const hasReturn = Boolean(order.returnLabelUrl);
  const hasOutbound = Boolean(order.outboundLabelUrl || order.shippingLabelUrl);
  if (hasReturn && hasOutbound) return "both";
  if (hasReturn) return "return_only";
  if (hasOutbound) return "outbound_only";
  return "none";
}
