/** @module The per-order label badge (docs/rules/shipping.md, The label badge): both, return only, outbound only (the single Create Label one too), No Labels. */
import { LABEL_STATE_TEXT, labelState, type LabelState } from "@stringing/core/shipping/label-state";
import { Badge, type BadgeTone } from "../../../components/ui/status-badge.tsx";
import type { Order } from "../order.ts";

const TONE: Record<LabelState, BadgeTone> = {
  both: "green",
  return_only: "blue",
  outbound_only: "purple",
  none: "neutral",
};

export function LabelBadge({ order }: { order: Pick<Order, "returnLabelUrl" | "outboundLabelUrl" | "shippingLabelUrl"> }) {
  const state = labelState(order);
  return <Badge tone={TONE[state]}>{LABEL_STATE_TEXT[state]}</Badge>;
}
