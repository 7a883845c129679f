/**
 * @module POST /api/track/{token}/checkout (anonymous; the token in the
 * status page link is the key, and the Origin rule of every mutating request
 * applies): where the player pays the balance due, a Stripe Checkout
 * Session with STRIPE_SECRET_KEY or else the service's payment link with the
 * amount filled in, answered as `{url}` for the page to go to. An unknown
 * token is a 404; nothing due, or no payment link set yet, a 409; the
 * provider failing, a 503 (docs/rules/payments.md, Paying the balance).
 */
import { Hono } from "hono";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";

export type TrackCheckoutRoutesDeps = {
  startCheckout: (token: string) => Promise<Result<{ url: string }>>;
};

export const trackCheckoutRoutes = (deps: TrackCheckoutRoutesDeps) =>
  new Hono<AppEnv>().post("/:token/checkout", async (c) => {
    const result = await deps.startCheckout(c.req.param("token"));
    if (!result.ok) return domainErrorResponse(c, result.error);
    // The payment page is the customer's; neither a cache nor the next site's Referer gets the token.
    c.header("Cache-Control", "private, no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.json({ url: result.value.url });
  });
