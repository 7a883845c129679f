/**
 * @module The order as the admin screens know it, and how its status reads.
 * The type is the order endpoints' answer, from the typed client: the core
 * entity as JSON plus `details` read from its additionalRequests.
 */
import { ORDER_STATUSES, type OrderStatus } from "@stringing/core/orders/order-status";
import type { Answer, api } from "@stringing/ui/api-client";

export type Order = Answer<(typeof api.orders)[":id"]["$get"]>;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  in_progress: "In Progress",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The display label of an order status ("in_progress" → "In Progress"); an unknown one reads as it is. */
export const orderStatusLabel = (status: string): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** The statuses as select options, in the contract's order. */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
