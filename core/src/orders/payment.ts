import { z } from "zod";
import type { NewOrderEvent } from "./order-event.ts";
import { noteTextSchema } from "./order-note.ts";
import type { Order } from "./order.ts";
import { paymentStatusSchema, type PaymentStatus } from "./payment-status.ts";

export const AMOUNT_PAID_MESSAGE = "Amount paid must be a whole number of cents, 0 or more";
export const AMOUNT_WITH_UNPAID_MESSAGE = "An unpaid order has no amount paid";

/** Integer cents; a million dollars is far past any stringing job and keeps the column's range. */
export const amountPaidSchema = z
  .number({ error: AMOUNT_PAID_MESSAGE })
  .int(AMOUNT_PAID_MESSAGE)
  .min(0, AMOUNT_PAID_MESSAGE)
  .max(100_000_000, AMOUNT_PAID_MESSAGE);

/** Body of PATCH /api/orders/{id}/payment (contract, "Payment status"). */
export const paymentUpdateSchema = z
  .object({
    paymentStatus: paymentStatusSchema,
    amountPaid: amountPaidSchema.nullish(),
    note: noteTextSchema.optional(),
  })
  .superRefine((update, context) => {
    if (update.paymentStatus === "unpaid" && update.amountPaid != null) {
      context.addIssue({ code: "custom", path: ["amountPaid"], message: AMOUNT_WITH_UNPAID_MESSAGE });
    }
  });

export type PaymentUpdate = z.output<typeof paymentUpdateSchema>;

/** The order columns a payment change sets. */
export type PaymentChanges = Pick<Order, "paymentStatus" | "amountPaid" | "paidAt">;

export type PaymentChange = { changes: PaymentChanges; event: NewOrderEvent };

/**
 * What setting the payment status does to an order (contract, "Payment
 * status"):
 * - `paid`: the amount given, else the order's price; paid now. An order
 *   already paid keeps its time and, unless one is given, its amount (say,
 *   what Stripe took);
 * - `unpaid`: no amount, no time;
 * - `refunded`: keeps what was paid and when (an amount given replaces it).
 * The `payment_changed` event says from what, to what, the amount and the
 * note. Null when nothing would change and there is no note to keep.
 */
export function paymentChange(
  order: Pick<Order, "paymentStatus" | "amountPaid" | "paidAt" | "servicePrice">,
  update: { paymentStatus: PaymentStatus; amountPaid?: number | null | undefined; note?: string | undefined },
  now: Date,
  actor: string,
): PaymentChange | null {
  const changes = paymentChangesFor(order, update, now);
  const same = changes.paymentStatus === order.paymentStatus && changes.amountPaid === order.amountPaid && sameTime(changes.paidAt, order.paidAt);
  if (same && !update.note) return null;
  const data: Record<string, unknown> = { from: order.paymentStatus, to: changes.paymentStatus, amountPaid: changes.amountPaid };
  if (update.note) data.note = update.note;
  return { changes, event: { type: "payment_changed", actor, data } };
}

function paymentChangesFor(
  order: Pick<Order, "paymentStatus" | "amountPaid" | "paidAt" | "servicePrice">,
  update: { paymentStatus: PaymentStatus; amountPaid?: number | null | undefined },
  now: Date,
): PaymentChanges {
  switch (update.paymentStatus) {
    case "paid":
      if (order.paymentStatus === "paid") {
        return { paymentStatus: "paid", amountPaid: update.amountPaid ?? order.amountPaid ?? order.servicePrice, paidAt: order.paidAt ?? now };
      }
      return { paymentStatus: "paid", amountPaid: update.amountPaid ?? order.servicePrice, paidAt: now };
    case "unpaid":
      return { paymentStatus: "unpaid", amountPaid: null, paidAt: null };
    case "refunded":
      return { paymentStatus: "refunded", amountPaid: update.amountPaid ?? order.amountPaid, paidAt: order.paidAt };
  }
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

/** The customer still has something to pay: only then does the status page offer the payment link. */
export const awaitsPayment = (order: Pick<Order, "paymentStatus">): boolean => order.paymentStatus === "unpaid";
