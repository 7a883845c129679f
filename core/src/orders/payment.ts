import { z } from "zod";
import { amountOwed, balanceDue } from "./balance-due.ts";
import type { NewOrderEvent } from "./order-event.ts";
import { noteTextSchema } from "./order-note.ts";
import type { Order } from "./order.ts";
import { paymentStatusSchema, type PaymentStatus } from "./payment-status.ts";

export const AMOUNT_PAID_MESSAGE = "Amount paid must be a whole number of cents, 0 or more";
export const AMOUNT_WITH_UNPAID_MESSAGE = "An unpaid order has no amount paid";
export const AMOUNT_FOR_PARTIAL_MESSAGE = "A partially paid order needs the amount paid so far, more than 0";

/** Integer cents; a million dollars is far past any stringing job and keeps the column's range. */
export const amountPaidSchema = z
  .number({ error: AMOUNT_PAID_MESSAGE })
  .int(AMOUNT_PAID_MESSAGE)
  .min(0, AMOUNT_PAID_MESSAGE)
  .max(100_000_000, AMOUNT_PAID_MESSAGE);

/** Body of PATCH /api/orders/{id}/payment (docs/rules/payments.md, Marking it by hand). */
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
    if (update.paymentStatus === "partially_paid" && !update.amountPaid) {
      context.addIssue({ code: "custom", path: ["amountPaid"], message: AMOUNT_FOR_PARTIAL_MESSAGE });
    }
  });

export type PaymentUpdate = z.output<typeof paymentUpdateSchema>;

/** The order columns a payment change sets. */
export type PaymentChanges = Pick<Order, "paymentStatus" | "amountPaid" | "paidAt">;

export type PaymentChange = { changes: PaymentChanges; event: NewOrderEvent };

/**
 * What setting the payment status does to an order
 * (docs/rules/payments.md, Marking it by hand):
 * - `paid`: the amount given, else the order's price with its approved
 *   extra work (`charges`, balance-due.ts); paid now. An order
 *   already paid keeps its time and, unless one is given, its amount (say,
 *   what Stripe took);
 * - `partially_paid`: the amount given (the schema asks for one); paid when
 *   the first money came, else now;
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
  charges: readonly { amount: number; status: string }[] = [],
): PaymentChange | null {
  const changes = paymentChangesFor(order, update, now, amountOwed(order.servicePrice, charges));
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
  owed: number,
): PaymentChanges {
  switch (update.paymentStatus) {
    case "paid":
      if (order.paymentStatus === "paid") {
        return { paymentStatus: "paid", amountPaid: update.amountPaid ?? order.amountPaid ?? owed, paidAt: order.paidAt ?? now };
      }
      return { paymentStatus: "paid", amountPaid: update.amountPaid ?? owed, paidAt: now };
    case "partially_paid":
      return { paymentStatus: "partially_paid", amountPaid: update.amountPaid ?? order.amountPaid ?? 0, paidAt: order.paidAt ?? now };
    case "unpaid":
      return { paymentStatus: "unpaid", amountPaid: null, paidAt: null };
    case "refunded":
      return { paymentStatus: "refunded", amountPaid: update.amountPaid ?? order.amountPaid, paidAt: order.paidAt };
  }
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

/** The customer still has something to pay: only then does the status page offer the payment link. */
export const awaitsPayment = (order: Pick<Order, "paymentStatus">): boolean => order.paymentStatus === "unpaid" || order.paymentStatus === "partially_paid";

/** The only currency the shop prices and counts payments in (Stripe writes it lowercase). */
export const SHOP_CURRENCY = "usd";

/** Why a provider's payment left the order as it was; the owner sees it on the timeline. */
export type UncountedReason = "other_currency" | "no_amount" | "already_paid" | "already_refunded";

/** A payment the provider reports: this payment's own amount, not a running total. */
export type ProviderPayment = { amount: number | null; currency: string | null; eventId: string };

export type ProviderPaymentChange =
  | { counted: true; changes: PaymentChanges; event: NewOrderEvent }
  | { counted: false; reason: UncountedReason; event: NewOrderEvent };

/**
 * docs/rules/payments.md, Stripe: what one payment reported by a provider does
 * to an order. Only an amount in the shop's currency counts; it adds to what
 * the order had paid (an unpaid order had paid 0), and the order is `paid`
 * once that covers the price and the approved extra work (`charges`,
 * balance-due.ts), `partially_paid` before. A paid or refunded
 * order is never set back. A payment that does not count changes nothing
 * but leaves a `payment_not_counted` event saying why.
 */
export function providerPaymentChange(
  order: Pick<Order, "paymentStatus" | "amountPaid" | "paidAt" | "servicePrice">,
  payment: ProviderPayment,
  now: Date,
  actor: string,
  charges: readonly { amount: number; status: string }[] = [],
): ProviderPaymentChange {
  const currency = payment.currency?.toLowerCase() ?? null;
  const amount = payment.amount ?? 0;
  const reason = uncountedReason(order, currency, amount);
  if (reason) {
    return {
      counted: false,
      reason,
      event: {
        type: "payment_not_counted",
        actor,
        data: { reason, amount: payment.amount, currency, eventId: payment.eventId, paymentStatus: order.paymentStatus },
      },
    };
  }
  const amountPaid = (order.paymentStatus === "unpaid" ? 0 : (order.amountPaid ?? 0)) + amount;
  const paymentStatus = balanceDue({ servicePrice: order.servicePrice, amountPaid }, charges) === 0 ? "paid" : "partially_paid";
  return {
    counted: true,
    changes: { paymentStatus, amountPaid, paidAt: now },
    event: {
      type: "payment_changed",
      actor,
      data: { from: order.paymentStatus, to: paymentStatus, amountPaid, amount, currency, eventId: payment.eventId },
    },
  };
}

function uncountedReason(order: Pick<Order, "paymentStatus">, currency: string | null, amount: number): UncountedReason | null {
  if (currency !== SHOP_CURRENCY) return "other_currency";
  if (amount <= 0) return "no_amount";
  if (order.paymentStatus === "paid") return "already_paid";
  if (order.paymentStatus === "refunded") return "already_refunded";
  return null;
}
