/**
 * @module Stripe Checkout through Stripe's own SDK (the `stripe` package):
 * one hosted payment page per balance due (docs/rules/payments.md, Stripe
 * Checkout). The SDK takes a host, port and protocol instead of Stripe's,
 * so STRIPE_API_URL points it at the fake Stripe on loopback in tests.
 */
import type { CheckoutFailure, CheckoutRequest, CheckoutSession, CheckoutSessions } from "@stringing/core/ports/checkout-sessions.port";
import { err, ok, type Result } from "@stringing/core/shared/result";
import Stripe from "stripe";

export const STRIPE_API_URL = "https://api.stripe.com";

export type StripeCheckoutOptions = {
  /** STRIPE_SECRET_KEY: sk_live_…, sk_test_… or a restricted rk_… key. */
  secretKey: string;
  /** STRIPE_API_URL, an http(s) origin; default https://api.stripe.com. */
  baseUrl?: string | undefined;
  /** How long one call may take; the player is waiting on the status page. */
  timeoutMs?: number | undefined;
  /** The SDK's own retries of a lost connection or a 5xx (same idempotency key); default 1. */
  maxNetworkRetries?: number | undefined;
};

/** The SDK's host, port and protocol for a base URL such as http://127.0.0.1:4242. */
export function stripeAddressOf(baseUrl: string): { host: string; port: number; protocol: "http" | "https" } {
  const url = new URL(baseUrl);
  const protocol = url.protocol === "http:" ? "http" : url.protocol === "https:" ? "https" : null;
  if (!protocol || (url.pathname !== "/" && url.pathname !== "")) throw new Error(`The Stripe API URL must be an http(s) origin, got "${baseUrl}"`);
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "https" ? 443 : 80, protocol };
}

export class StripeCheckoutSessions implements CheckoutSessions {
  readonly provider = "stripe";
  private readonly client: Stripe;

  constructor(options: StripeCheckoutOptions) {
    this.client = new Stripe(options.secretKey, {
      ...stripeAddressOf(options.baseUrl ?? STRIPE_API_URL),
      timeout: options.timeoutMs ?? 20_000,
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      telemetry: false,
    });
  }

  async start(request: CheckoutRequest): Promise<Result<CheckoutSession, CheckoutFailure>> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: { currency: "usd", unit_amount: request.amountCents, product_data: { name: request.description } },
            },
          ],
          client_reference_id: String(request.orderId),
          metadata: { order_id: String(request.orderId) },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        },
        // Stripe answers a repeated key with the first session for 24 hours: a double click opens one session, not two.
        { idempotencyKey: `checkout-${request.paymentKey}` },
      );
    } catch (error) {
      return err(failureOf(error));
    }
    if (!session.url) return err({ reason: "unavailable", message: `Stripe answered Checkout Session ${session.id} without a payment page URL.` });
    return ok({ url: session.url });
  }
}

function failureOf(error: unknown): CheckoutFailure {
  if (error instanceof Stripe.errors.StripeConnectionError) return { reason: "unavailable", message: "Stripe could not be reached; try again in a moment." };
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return { reason: "refused", message: `Stripe refused STRIPE_SECRET_KEY: ${error.message}` };
  }
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? 0;
    if (status >= 500 || status === 0 || error instanceof Stripe.errors.StripeRateLimitError) {
      return { reason: "unavailable", message: `Stripe had a problem${status ? ` (${status})` : ""}; try again in a moment.` };
    }
    return { reason: "refused", message: `Stripe refused the Checkout Session: ${error.message}` };
  }
  return { reason: "unavailable", message: `Stripe could not be asked: ${error instanceof Error ? error.message : String(error)}` };
}
