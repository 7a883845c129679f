import type { Order } from "../orders/order.ts";
import type { OrderStatus } from "../orders/order-status.ts";
import type { LabelKind } from "./carrier.port.ts";
import type { OrderFilter } from "../shipping/order-filters.ts";

export type OrderCounts = Record<OrderStatus, number> & { total: number };

export type OrderListQuery = OrderFilter & { limit?: number | undefined; offset?: number | undefined };

/** The order columns a label (or a shipping update) may change. */
export type OrderShippingChanges = Partial<
  Pick<Order, "status" | "trackingNumber" | "shippingLabelUrl" | "returnTrackingNumber" | "returnLabelUrl" | "outboundTrackingNumber" | "outboundLabelUrl">
>;

export type RecordedLabel = {
  kind: LabelKind;
  carrier: string;
  trackingNumber: string;
  labelUrl: string;
  /** Integer cents. */
  rate: number;
};

export interface OrderRepository {
  /** Newest first (createdAt, then id, descending). */
  list(query: OrderListQuery): Promise<Order[]>;
  findById(id: number): Promise<Order | null>;
  /** How many orders there are in each status, counted where they are stored (dashboards never download rows). */
  countByStatus(): Promise<OrderCounts>;
  /** The customer's orders, newest first; null when there is no such customer. */
  listByCustomer(customerId: number): Promise<Order[] | null>;
  /** Null when there is no such order. */
  update(id: number, changes: OrderShippingChanges): Promise<Order | null>;
  delete(id: number): Promise<boolean>;
  /** Stores the labels and applies the changes atomically; null when the order is gone. */
  recordLabels(id: number, labels: RecordedLabel[], changes: OrderShippingChanges): Promise<{ order: Order; labelIds: number[] } | null>;
}
