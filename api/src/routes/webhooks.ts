/**
 * @module Payment providers' webhooks (anonymous): POST /api/webhooks/stripe.
 * The raw body goes to core unread; the signature is checked before it is
 * parsed. A refusal is a 400 that changes nothing and is logged with its
 * reason only, never the body. Without STRIPE_WEBHOOK_SECRET the route is a 404.
 */
import { Hono } from "hono";
import type { PaymentOutcome } from "@stringing/core/orders/confirm-payment";
import type { NoticeRefusal } from "@stringing/core/ports/payment-notices.port";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";

export type WebhookRoutesDeps = {
  /** Null when no signing secret is configured. */
  receiveStripe: ((rawBody: string, signature: string | undefined) => Promise<Result<PaymentOutcome, NoticeRefusal>>) | null;
};

const REFUSED: Record<NoticeRefusal, string> = {
  missing_signature: "Missing Stripe-Signature header",
  bad_signature: "Invalid signature",
  stale_timestamp: "Signature timestamp outside the tolerance",
  malformed_body: "Malformed event",
};

export const webhookRoutes = (deps: WebhookRoutesDeps) =>
  new Hono<AppEnv>().post("/stripe", async (c) => {
    if (!deps.receiveStripe) return c.json({ message: "Not found" }, 404);
    const result = await deps.receiveStripe(await c.req.text(), c.req.header("stripe-signature"));
    if (!result.ok) {
      console.warn(`[webhooks] Refused a Stripe delivery: ${result.error}.`);
      return c.json({ message: REFUSED[result.error] }, 400);
    }
    return c.json({ received: true, outcome: result.value });
  });
