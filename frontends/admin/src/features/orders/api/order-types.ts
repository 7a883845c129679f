/**
 * @module The order as the order endpoints send it: the core entity with
 * dates as ISO strings, plus `details` read from its additionalRequests.
 */
import type { Order } from "@stringing/core/orders/order";
import type { OrderDetails } from "@stringing/core/orders/additional-requests";

export type ApiOrder = Omit<Order, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
  details: OrderDetails;
};

/** One label as the label endpoints return it (admin spec §3, label result). */
export interface ApiLabelResult {
  id: number;
  orderId: number;
  kind: string;
  labelUrl: string;
  trackingNumber: string;
  carrier: string;
  rate: number;
}
