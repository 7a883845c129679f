/**
 * @module How an order's payment reads in the back office
 * (docs/rules/payments.md, Payment status): `unpaid` (the default), `partially_paid` (short of the
 * price), `paid`, `refunded`, apart from the work status; amounts in cents in
 * the API, dollars on screen.
 */
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentStatus } from "@stringing/core/orders/payment-status";
import { centsToDollarAmount, dollarsToCents } from "@stringing/core/shared/money";
import type { BadgeTone } from "../../components/ui/status-badge.tsx";

export { PAYMENT_STATUS_LABELS };

export const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { unpaid: "yellow", partially_paid: "purple", paid: "green", refunded: "blue" };

export const paymentStatusLabel = (status: string): string => PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status;

export const PAYMENT_STATUS_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }));

export const AMOUNT_FORMAT_MESSAGE = "Enter the amount in dollars, like 45.00";

/** The amount field's starting text: what was paid, else the order's price ("45.00"). */
export const amountFieldText = (order: { amountPaid: number | null; servicePrice: number }): string =>
  centsToDollarAmount(order.amountPaid ?? order.servicePrice);

/** The amount field's text as cents, or an error message. */
export function readAmount(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  const cents = dollarsToCents(text);
  return cents === null ? { ok: false, message: AMOUNT_FORMAT_MESSAGE } : { ok: true, cents };
}
