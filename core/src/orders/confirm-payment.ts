import { byProvider } from "../events/changed-by.ts";
import { paymentRecorded } from "../events/payment-recorded.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { PaymentNotice, PaymentNotices, NoticeRefusal } from "../ports/payment-notices.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { providerPaymentChange } from "./payment.ts";

/**
 * What a verified notice did: the order became `paid` or `partially_paid`,
 * or the payment was not counted (another currency, no amount, an order
 * already settled; see its `payment_not_counted` event). Every outcome is a
 * 200, so the provider stops retrying.
 */
export type PaymentOutcome = "paid" | "partially_paid" | "not_counted" | "replayed" | "unknown_order" | "ignored";

/** The order id a payment link carried; null for anything that cannot be one. */
export function orderIdFromReference(reference: string | null): number | null {
  if (reference === null || !/^\d{1,10}$/.test(reference.trim())) return null;
  const id = Number(reference.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * docs/rules/payments.md, Stripe: the payment the notice reports is weighed
 * against the order it names (`providerPaymentChange`), in one transaction
 * with the event id remembered. The order's row is locked before it is read,
 * so two payments for one order arriving together both add up, and its
 * charges are read under that lock, so an approval lands before or after
 * the payment, never between. A replayed
 * event id, or a notice naming no known order, changes nothing.
 */
export const confirmPayment =
  (deps: { updates: OrderUpdates; clock: Clock }) =>
  (notice: PaymentNotice, siteOrigin?: string): Promise<PaymentOutcome> => {
    if (notice.kind === "ignored") return Promise.resolve("ignored");
    const id = orderIdFromReference(notice.orderReference);
    if (id === null) return Promise.resolve("unknown_order");
    return deps.updates.inTransaction(
      async (unit): Promise<PaymentOutcome> => {
        const order = await unit.lockOrder(id);
        if (!order) return "unknown_order";
        if (!(await unit.claimWebhookEvent(notice.provider, notice.eventId))) return "replayed";
        const change = providerPaymentChange(order, notice, deps.clock.now(), notice.provider, await unit.chargesOf(id));
        if (change.counted) {
          await unit.updateOrder(id, change.changes);
          unit.record(paymentRecorded(order, change.changes, byProvider(notice.provider)));
        }
        await unit.appendEvent(id, change.event);
        return change.counted ? (change.changes.paymentStatus === "paid" ? "paid" : "partially_paid") : "not_counted";
      },
      { siteOrigin },
    );
  };

/** POST /api/webhooks/<provider>: read the signed delivery, then act on it. */
export const receivePaymentNotice =
  (deps: { notices: PaymentNotices; updates: OrderUpdates; clock: Clock }) =>
  async (rawBody: string, signature: string | undefined, siteOrigin?: string): Promise<Result<PaymentOutcome, NoticeRefusal>> => {
    const notice = await deps.notices.read(rawBody, signature);
    if (!notice.ok) return err(notice.error);
    return ok(await confirmPayment(deps)(notice.value, siteOrigin));
  };
