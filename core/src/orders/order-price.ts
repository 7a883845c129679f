import { z } from "zod";
import { balanceDue } from "./balance-due.ts";
import type { NewOrderEvent } from "./order-event.ts";
import type { Order } from "./order.ts";
import type { PaymentStatus } from "./payment-status.ts";

export const SERVICE_PRICE_MESSAGE = "Price must be a whole number of cents from 0 to 1,000,000.00 dollars";

/** Integer cents, the same range as a payment (a million dollars keeps the column's range). */
export const servicePriceSchema = z
  .number({ error: SERVICE_PRICE_MESSAGE })
  .int(SERVICE_PRICE_MESSAGE)
  .min(0, SERVICE_PRICE_MESSAGE)
  .max(100_000_000, SERVICE_PRICE_MESSAGE);

/** Body of PATCH /api/orders/{id}/price. */
export const orderPriceBodySchema = z.object({ servicePrice: servicePriceSchema });

export type OrderPriceChanges = Pick<Order, "servicePrice"> & { paymentStatus?: PaymentStatus };

type Priced = Pick<Order, "servicePrice" | "paymentStatus" | "amountPaid">;

/**
 * What the payment status becomes when the price does: money already taken
 * is measured against the new price with the approved extra work
 * (balance-due.ts), so a paid order whose price went up is
 * `partially_paid`, and a partial payment that now covers the price is
 * `paid`. Unpaid and refunded orders keep theirs, as does a paid order with
 * no recorded amount (what it covered is unknown).
 */
export function paymentStatusForPrice(
  order: Pick<Order, "paymentStatus" | "amountPaid">,
  price: number,
  charges: readonly { amount: number; status: string }[] = [],
): PaymentStatus {
  if (order.paymentStatus !== "paid" && order.paymentStatus !== "partially_paid") return order.paymentStatus;
  if (order.amountPaid === null) return order.paymentStatus;
  return balanceDue({ servicePrice: price, amountPaid: order.amountPaid }, charges) === 0 ? "paid" : "partially_paid";
}

/**
 * The owner sets an order's price: a `price_changed` event (`from`, `to` in
 * cents), and a `payment_changed` event when the payment status follows.
 * Null when the price stays.
 */
export function priceChange(
  order: Priced,
  price: number,
  actor: string,
  charges: readonly { amount: number; status: string }[] = [],
): { changes: OrderPriceChanges; events: NewOrderEvent[] } | null {
  if (price === order.servicePrice) return null;
  const paymentStatus = paymentStatusForPrice(order, price, charges);
  const events: NewOrderEvent[] = [{ type: "price_changed", actor, data: { from: order.servicePrice, to: price } }];
  if (paymentStatus === order.paymentStatus) return { changes: { servicePrice: price }, events };
  events.push({
    type: "payment_changed",
    actor,
    data: { from: order.paymentStatus, to: paymentStatus, amountPaid: order.amountPaid, note: "The price changed" },
  });
  return { changes: { servicePrice: price, paymentStatus }, events };
}
