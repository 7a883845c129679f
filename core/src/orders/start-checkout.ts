import type { CheckoutSessions } from "../ports/checkout-sessions.port.ts";
import type { OrderRepository } from "../ports/order-repository.port.ts";
import { conflict, type DomainError, notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { balanceDue } from "./balance-due.ts";
import type { ChargesRepository } from "./charges/charges.port.ts";
import type { Order } from "./order.ts";
import { awaitsPayment } from "./payment.ts";
import { isTrackingToken, statusPathFor } from "./tracking-token.ts";

export const NOTHING_DUE_MESSAGE = "Nothing is due on this order: there is nothing to pay.";
export const NO_PAYMENT_LINK_MESSAGE = "Online payment is not set up for this order yet: the shop will send you a payment link.";
export const PAYMENT_UNAVAILABLE_MESSAGE = "Online payment is not available right now. Please try again in a few minutes, or contact the shop.";

export type StartCheckoutDeps = {
  orders: Pick<OrderRepository, "findByTrackingToken">;
  /** The order's extra work: approved charges are owed too. */
  charges: Pick<ChargesRepository, "ofOrders">;
  checkout: CheckoutSessions;
  /** Where the status page lives (PUBLIC_URL, else the server's own address): the provider sends the player back there. */
  origin: string;
  /** Told why a provider refused or failed (the owner's log); the player reads only PAYMENT_UNAVAILABLE_MESSAGE. */
  onProviderFailure?: (message: string) => void;
};

/**
 * What is the same payment: the order, the amount due and what was paid
 * before it. A double click asks again for the same one; a payment landing
 * or a charge approved makes it another.
 */
export const paymentKeyOf = (order: Pick<Order, "id" | "amountPaid">, amountDue: number): string =>
  `order-${order.id}-due-${amountDue}-paid-${order.amountPaid ?? 0}`;

/**
 * POST /api/track/{token}/checkout (docs/rules/payments.md, Paying the
 * balance): the page where the player pays what the order still owes, for
 * whoever holds the status page link. Not found for any text that is not a
 * known token; a conflict when nothing is due (paid, refunded, or a zero
 * balance; the price plus approved extra work, less what was paid).
 */
export const startCheckout =
  (deps: StartCheckoutDeps) =>
  async (token: string): Promise<Result<{ url: string }>> => {
    if (!isTrackingToken(token)) return err(notFound("Order"));
    const order = await deps.orders.findByTrackingToken(token);
    if (!order) return err(notFound("Order"));
    const charges = (await deps.charges.ofOrders([order.id])).get(order.id) ?? [];
    const amountDue = awaitsPayment(order) ? balanceDue(order, charges) : 0;
    if (amountDue <= 0) return err(conflict(NOTHING_DUE_MESSAGE));
    const statusUrl = `${deps.origin.replace(/\/+$/, "")}${statusPathFor(order.trackingToken)}`;
    const started = await deps.checkout.start({
      orderId: order.id,
      amountCents: amountDue,
      serviceName: order.serviceName,
      description: `${order.serviceName}, order #${order.id}`,
      // No customerEmail: whoever holds the status link would see it prefilled on the payment page.
      successUrl: `${statusUrl}?paid=1`,
      cancelUrl: statusUrl,
      paymentKey: paymentKeyOf(order, amountDue),
    });
    if (started.ok) return ok(started.value);
    if (started.error.reason === "no_payment_link") return err(conflict(NO_PAYMENT_LINK_MESSAGE));
    deps.onProviderFailure?.(`Order ${order.id}: ${started.error.message}`);
    return err({ kind: "unavailable", message: PAYMENT_UNAVAILABLE_MESSAGE } satisfies DomainError);
  };
