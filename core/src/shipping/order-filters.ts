import type { Order } from "../orders/order.ts";
import type { OrderStatus } from "../orders/order-status.ts";
import { foldCase } from "../shared/fold-case.ts";

/** Admin spec §4: an order is unshipped unless shipped, completed or cancelled. */
export const NOT_UNSHIPPED_STATUSES = ["shipped", "completed", "cancelled"] as const satisfies readonly OrderStatus[];
/** Admin spec §4: the shipped tab shows shipped and completed orders. */
export const SHIPPED_STATUSES = ["shipped", "completed"] as const satisfies readonly OrderStatus[];

export const isUnshipped = (status: OrderStatus): boolean => !(NOT_UNSHIPPED_STATUSES as readonly string[]).includes(status);
export const isShipped = (status: OrderStatus): boolean => (SHIPPED_STATUSES as readonly string[]).includes(status);

type Searchable = Pick<Order, "customerName" | "customerEmail" | "shippingInfo" | "trackingNumber" | "returnTrackingNumber" | "outboundTrackingNumber">;

/** The texts the shipping search looks in: name, e-mail, address and tracking numbers. */
export function searchableTexts(order: Searchable): string[] {
  const info = order.shippingInfo ?? {};
  return [
    order.customerName,
    order.customerEmail,
    info.address,
    info.city,
    info.state,
    info.zip,
    order.trackingNumber,
    order.returnTrackingNumber,
    order.outboundTrackingNumber,
  ].filter((text): text is string => typeof text === "string" && text.length > 0);
}

/** Case-insensitive substring search, folding case as the SQL's ILIKE does; a blank query matches everything. */
export function matchesOrderSearch(order: Searchable, query: string): boolean {
  const needle = foldCase(query.trim());
  if (!needle) return true;
  return searchableTexts(order).some((text) => foldCase(text).includes(needle));
}

export type OrderFilter = { status?: OrderStatus | undefined; shipped?: boolean | undefined; q?: string | undefined };

export function matchesOrderFilter(order: Searchable & Pick<Order, "status">, filter: OrderFilter): boolean {
  if (filter.status && order.status !== filter.status) return false;
  if (filter.shipped === true && !isShipped(order.status)) return false;
  if (filter.shipped === false && !isUnshipped(order.status)) return false;
  return filter.q ? matchesOrderSearch(order, filter.q) : true;
}
