import type { Clock } from "../ports/clock.port.ts";
import type { PaymentNotice, PaymentNotices, NoticeRefusal } from "../ports/payment-notices.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import { err, ok, type Result } from "../shared/result.ts";

/**
 * What a verified notice did. Only `paid` changed anything; every other
 * outcome is still a 200, so the provider stops retrying.
 */
export type PaymentOutcome = "paid" | "replayed" | "unknown_order" | "ignored";

/** The order id a payment link carried; null for anything that cannot be one. */
export function orderIdFromReference(reference: string | null): number | null {
  if (reference === null || !/^\d{1,10}$/.test(reference.trim())) return null;
  const id = Number(reference.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Contract, "Payment status": the order named by the notice becomes `paid`
 * with the amount the provider took (the order's price if it names none),
 * with a `payment_changed` event by the provider, in one transaction with the
 * event id remembered. A replayed event id, or a notice naming no known
 * order, changes nothing.
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
        const amountPaid = notice.amount ?? order.servicePrice;
        const paidAt = order.paymentStatus === "paid" && order.paidAt ? order.paidAt : deps.clock.now();
        await unit.updateOrder(id, { paymentStatus: "paid", amountPaid, paidAt });
        await unit.appendEvent(id, {
          type: "payment_changed",
          actor: notice.provider,
          data: { from: order.paymentStatus, to: "paid", amountPaid, currency: notice.currency, eventId: notice.eventId },
        });
        return "paid";
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
