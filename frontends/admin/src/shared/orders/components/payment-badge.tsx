/** @module An order's payment status as a badge: unpaid yellow, paid green, refunded blue. */
import type { PaymentStatus } from "@stringing/core/orders/payment-status";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { PAYMENT_TONES, paymentStatusLabel } from "../payment.ts";

export function PaymentBadge({ status }: { status: string }) {
  return <Badge tone={PAYMENT_TONES[status as PaymentStatus] ?? "neutral"}>{paymentStatusLabel(status)}</Badge>;
}
