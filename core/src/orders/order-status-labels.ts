import type { OrderStatus } from "./order-status.ts";

/** How people read each work status (docs/rules/orders.md, Statuses; the badges and actions of docs/rules/admin.md, Orders). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  in_progress: "In Progress",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The display label of an order status ("in_progress" → "In Progress"); an unknown one reads as it is. */
export const orderStatusLabel = (status: string): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
