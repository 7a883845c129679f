import type { OrderEvent } from "../orders/order-event.ts";
import type { Order } from "../orders/order.ts";
import type { OrderSortKey, SortDirection } from "../orders/order-list-sort.ts";
import type { OrderStatus } from "../orders/order-status.ts";
import type { LabelKind } from "./carrier.port.ts";
import type { OrderFilter } from "../shipping/order-filters.ts";

/** Orders per work status, their total, and how many are still unpaid. */
export type OrderCounts = Record<OrderStatus, number> & { total: number; unpaid: number };

export type OrderListQuery = OrderFilter & {
  limit?: number | undefined;
  offset?: number | undefined;
  /** Newest first (createdAt descending) without it; ties go by id in the same direction. */
  sort?: OrderSortKey | undefined;
  direction?: SortDirection | undefined;
};

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
  /** The carrier API's id of the purchase (Shippo's transaction), to void it; null for drawn test labels. */
  providerRef?: string | null | undefined;
  /** The carrier's own tracking page. */
  trackingUrl?: string | null | undefined;
};

/** The last state a carrier reported for a label (TRANSIT, DELIVERED, …), and when; the time it was voided. */
export type LabelChanges = Partial<{ trackingStatus: string; trackingStatusAt: Date; voidedAt: Date }>;

/** A label as stored: its id and order, what the carrier said about it last, and whether it was voided. */
export type StoredLabel = RecordedLabel & {
  id: number;
  orderId: number;
  providerRef: string | null;
  trackingUrl: string | null;
  trackingStatus: string | null;
  trackingStatusAt: Date | null;
  voidedAt: Date | null;
  createdAt: Date;
};

/**
 * Reads orders (and deletes one). Every other change goes through
 * `OrderUpdates`, so it cannot be made without its timeline event.
 */
export interface OrderRepository {
  /** In the query's sort (`orderSortOf`), newest first by default; ties by id, so pages never overlap. */
  list(query: OrderListQuery): Promise<Order[]>;
  /** How many orders match the filter (for paging through them). */
  count(filter: OrderFilter): Promise<number>;
  findById(id: number): Promise<Order | null>;
  /** The order whose status page token this is; null for any other text. */
  findByTrackingToken(token: string): Promise<Order | null>;
  /** How many orders there are in each status, counted where they are stored (dashboards never download rows). */
  countByStatus(): Promise<OrderCounts>;
  /** The customer's orders, newest first; null when there is no such customer. */
  listByCustomer(customerId: number): Promise<Order[] | null>;
  /** The order's timeline, oldest first; null when there is no such order. */
  events(orderId: number): Promise<OrderEvent[] | null>;
  /** The labels made for the order, oldest first. */
  labels(orderId: number): Promise<StoredLabel[]>;
  findLabel(labelId: number): Promise<StoredLabel | null>;
  /** The newest label with this tracking number (a carrier's webhook names only that); null when none. */
  findLabelByTrackingNumber(trackingNumber: string): Promise<StoredLabel | null>;
  delete(id: number): Promise<boolean>;
}
