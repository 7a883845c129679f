/**
 * @module Which label a "View Label" button opens: the outbound label
 * (it carries the order's tracking number) or else the legacy shipping label.
 */
import type { ApiOrder } from "./api/order-types.ts";

export const shippingLabelHref = (order: Pick<ApiOrder, "outboundLabelUrl" | "shippingLabelUrl">): string | null =>
  order.outboundLabelUrl ?? order.shippingLabelUrl ?? null;
