import type { Result } from "../shared/result.ts";

/** One payment the customer is about to make for an order: what it is for, how much, and where they come back to. */
export type CheckoutRequest = {
  orderId: number;
  /** Integer cents, more than 0, in the shop's currency (usd). */
  amountCents: number;
  /** The order's service: a payment link is the service's own. */
  serviceName: string;
  /** What the customer reads on the provider's page. */
  description: string;
  /** Prefilled on the provider's page; leave it out where whoever holds the link may not see it. */
  customerEmail?: string | undefined;
  /** Where the provider sends the customer after paying: their status page. */
  successUrl: string;
  /** Where the provider sends the customer who turns back: their status page. */
  cancelUrl: string;
  /**
   * The same for the same payment (a double click, a retry), new once the
   * balance or what was paid changes: a provider that takes idempotency keys
   * answers the first session again instead of opening a second one.
   */
  paymentKey: string;
};

export type CheckoutSession = { url: string };

/**
 * Why no payment page could be given: the service has no real payment link
 * (the local implementation), the provider said no (a bad key, a request it
 * refuses), or it could not be reached (a 5xx, a timeout, no connection).
 * The message is for the owner's log, not for the customer.
 */
export type CheckoutFailure = { reason: "no_payment_link" | "refused" | "unavailable"; message: string };

/**
 * Where the customer pays an order's balance: a Stripe Checkout Session
 * with STRIPE_SECRET_KEY, else the service's payment link with the amount
 * filled in. Expected failures are values; `start` does not throw for them.
 */
export interface CheckoutSessions {
  /** "stripe", or "payment_link" for the owner's payment links (no account needed). */
  readonly provider: string;
  start(request: CheckoutRequest): Promise<Result<CheckoutSession, CheckoutFailure>>;
}
