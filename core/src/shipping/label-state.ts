import type { Order } from "../orders/order.ts";

/** Admin spec §4, the per-order label badge. */
export type LabelState = "both" | "return_only" | "outbound_only" | "legacy" | "none";

export const LABEL_STATE_TEXT: Record<LabelState, string> = {
  both: "Return and Outbound",
  return_only: "Return Label",
  outbound_only: "Outbound Label",
  legacy: "Legacy Label",
  none: "No Labels",
};

export function labelState(order: Pick<Order, "returnLabelUrl" | "outboundLabelUrl" | "shippingLabelUrl">): LabelState {
  const hasReturn = Boolean(order.returnLabelUrl);
  const hasOutbound = Boolean(order.outboundLabelUrl);
  if (hasReturn && hasOutbound) return "both";
  if (hasReturn) return "return_only";
  if (hasOutbound) return "outbound_only";
  return order.shippingLabelUrl ? "legacy" : "none";
}
