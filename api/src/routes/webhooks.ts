/**
 * @module Providers' webhooks (anonymous): POST /api/webhooks/stripe
 * (payments), /api/webhooks/mailjet/<secret> and /api/webhooks/resend
 * (bounces, complaints, unsubscribes). The raw body goes to core unread;
 * the signature (or the URL's secret) is checked before it is parsed. A
 * refusal is a 400 that changes nothing and is logged with its reason only,
 * never the body. Without its secret a provider's route is a 404.
 */
import { Hono } from "hono";
import type { SuppressionTally } from "@stringing/core/marketing/receive-suppression-notices";
import type { PaymentOutcome } from "@stringing/core/orders/confirm-payment";
import type { NoticeRefusal } from "@stringing/core/ports/payment-notices.port";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";

export type WebhookRoutesDeps = {
  /** Null when no signing secret is configured. */
  receiveStripe: ((rawBody: string, signature: string | undefined) => Promise<Result<PaymentOutcome, NoticeRefusal>>) | null;
  /** Null when MAILJET_WEBHOOK_SECRET is not set; `credentials.secret` is the URL's. */
  receiveMailjet: SuppressionReceiver | null;
  /** Null when RESEND_WEBHOOK_SECRET is not set; `credentials` are the svix-* headers. */
  receiveResend: SuppressionReceiver | null;
};

type SuppressionReceiver = (rawBody: string, credentials: Record<string, string | undefined>) => Promise<Result<SuppressionTally, NoticeRefusal>>;

const SUPPRESSION_REFUSED: Record<NoticeRefusal, string> = {
  missing_signature: "Missing webhook signature",
  bad_signature: "Invalid signature",
  stale_timestamp: "Signature timestamp outside the tolerance",
  malformed_body: "Malformed event",
};

const REFUSED: Record<NoticeRefusal, string> = {
  missing_signature: "Missing Stripe-Signature header",
  bad_signature: "Invalid signature",
  stale_timestamp: "Signature timestamp outside the tolerance",
  malformed_body: "Malformed event",
};

export const webhookRoutes = (deps: WebhookRoutesDeps) =>
  new Hono<AppEnv>()
    .post("/stripe", async (c) => {
      if (!deps.receiveStripe) return c.json({ message: "Not found" }, 404);
      const result = await deps.receiveStripe(await c.req.text(), c.req.header("stripe-signature"));
      if (!result.ok) {
        console.warn(`[webhooks] Refused a Stripe delivery: ${result.error}.`);
        return c.json({ message: REFUSED[result.error] }, 400);
      }
      return c.json({ received: true, outcome: result.value });
    })
    // Mailjet signs nothing: the secret in the URL is the credential (compared in constant time by the adapter).
    .post("/mailjet/:secret?", async (c) => {
      if (!deps.receiveMailjet) return c.json({ message: "Not found" }, 404);
      const result = await deps.receiveMailjet(await c.req.text(), { secret: c.req.param("secret") });
      if (!result.ok) {
        console.warn(`[webhooks] Refused a Mailjet delivery: ${result.error}.`);
        return c.json({ message: SUPPRESSION_REFUSED[result.error] }, 400);
      }
      return c.json({ received: true, outcome: result.value });
    })
    .post("/resend", async (c) => {
      if (!deps.receiveResend) return c.json({ message: "Not found" }, 404);
      const credentials = {
        "svix-id": c.req.header("svix-id"),
        "svix-timestamp": c.req.header("svix-timestamp"),
        "svix-signature": c.req.header("svix-signature"),
      };
      const result = await deps.receiveResend(await c.req.text(), credentials);
      if (!result.ok) {
        console.warn(`[webhooks] Refused a Resend delivery: ${result.error}.`);
        return c.json({ message: SUPPRESSION_REFUSED[result.error] }, 400);
      }
      return c.json({ received: true, outcome: result.value });
    });
