import { z } from "zod";

/** docs/rules/payments.md, Payment status: apart from the work status, lowercase everywhere. */
export const PAYMENT_STATUSES = ["unpaid", "partially_paid", "paid", "refunded"] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How people read each status (the admin, the activity log, the work ticket). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { unpaid: "Unpaid", partially_paid: "Partially paid", paid: "Paid", refunded: "Refunded" };

export const INVALID_PAYMENT_STATUS_MESSAGE = `Payment status must be one of ${PAYMENT_STATUSES.join(", ")}`;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: INVALID_PAYMENT_STATUS_MESSAGE });

export const isPaymentStatus = (value: unknown): value is PaymentStatus => PAYMENT_STATUSES.includes(value as PaymentStatus);
