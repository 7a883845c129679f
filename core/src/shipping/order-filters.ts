import type { Order } from "../orders/order.ts";
import type { OrderStatus } from "../orders/order-status.ts";
import type { PaymentStatus } from "../orders/payment-status.ts";
import { foldCase } from "../shared/fold-case.ts";

/** docs/rules/shipping.md, The shipping lists: an order is unshipped unless shipped, completed or cancelled. */
export const NOT_UNSHIPPED_STATUSES = ["shipped", "completed", "cancelled"] as const satisfies readonly OrderStatus[];
/** docs/rules/shipping.md, The shipping lists: the shipped tab shows shipped and completed orders. */
export const SHIPPED_STATUSES = ["shipped", "completed"] as const satisfies readonly OrderStatus[];

export const isUnshipped = (status: OrderStatus): boolean => !(NOT_UNSHIPPED_STATUSES as readonly string[]).includes(status);
export const isShipped = (status: OrderStatus): boolean => (SHIPPED_STATUSES as readonly string[]).includes(status);

type Searchable = Pick<Order, "id" | "customerName" | "customerEmail" | "shippingInfo" | "trackingNumber" | "returnTrackingNumber" | "outboundTrackingNumber">;

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

const MAX_ORDER_ID = 2_147_483_647;

/**
 * The order number a search names (docs/rules/orders.md, Finding orders).
 * `#12` names order 12 and nothing else (`only`). Bare `12` names order 12
 * alone when there is such an order, so a search for an order never also
 * lists the orders whose street or notes hold the digits; when there is
 * none, the digits are searched as text (part of a tracking number, a ZIP).
 * Digits no order number can be (a leading zero as in the ZIP `02139`, or
 * more than an id holds) are text; after `#` they name no order.
 */
export function orderNumberSearch(query: string): { id: number | null; only: boolean } | null {
  const match = /^(#?)\s*(\d+)$/.exec(query.trim());
  if (!match) return null;
  const [, hash, digits = ""] = match;
  const id = Number(digits);
  const isOrderNumber = !digits.startsWith("0") && id <= MAX_ORDER_ID;
  if (hash) return { id: isOrderNumber ? id : null, only: true };
  return isOrderNumber ? { id, only: false } : null;
}

/**
 * Case-insensitive substring search, folding case as the SQL's ILIKE does,
 * plus the order number; a blank query matches everything. `orderExists`
 * says whether bare digits name an order (then only it matches).
 */
export function matchesOrderSearch(order: Searchable, query: string, orderExists: (id: number) => boolean = () => false): boolean {
  const number = orderNumberSearch(query);
  if (number?.only || (number?.id && orderExists(number.id))) return number.id === order.id;
  const needle = foldCase(query.trim());
  if (!needle) return true;
  return searchableTexts(order).some((text) => foldCase(text).includes(needle));
}

export type OrderFilter = {
  status?: OrderStatus | undefined;
  shipped?: boolean | undefined;
  paymentStatus?: PaymentStatus | undefined;
  q?: string | undefined;
};

export function matchesOrderFilter(
  order: Searchable & Pick<Order, "status" | "paymentStatus">,
  filter: OrderFilter,
  orderExists?: (id: number) => boolean,
): boolean {
  if (filter.status && order.status !== filter.status) return false;
  if (filter.paymentStatus && order.paymentStatus !== filter.paymentStatus) return false;
  if (filter.shipped === true && !isShipped(order.status)) return false;
  if (filter.shipped === false && !isUnshipped(order.status)) return false;
  return filter.q ? matchesOrderSearch(order, filter.q, orderExists) : true;
}
