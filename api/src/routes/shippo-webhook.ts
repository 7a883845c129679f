/**
 * @module Shippo's tracking webhook (anonymous): POST /api/webhooks/shippo/<token>.
 * The token in the URL is the credential (Shippo signs nothing): core compares
 * it in constant time before the body is read. A bad token or a body that is
 * not an event is a 400 that changes nothing (as a bad Stripe signature), and
 * is logged with its reason only. A tracking number we never issued, a
 * replay, a stale report or another event type is a 200 that changes
 * nothing, so Shippo stops retrying.
 */
import { Hono } from "hono";
import type { Result } from "@stringing/core/shared/result";
import type { TrackingOutcome, TrackingRefusal } from "@stringing/core/shipping/tracking-update";
import type { AppEnv } from "../app-env.ts";

export type ShippoWebhookDeps = {
  receive: (token: string, rawBody: string, siteOrigin?: string) => Promise<Result<TrackingOutcome, TrackingRefusal>>;
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
};

const REFUSED: Record<TrackingRefusal, string> = { bad_token: "Invalid token", malformed_body: "Malformed event" };

export const shippoWebhookRoutes = (deps: ShippoWebhookDeps) =>
  new Hono<AppEnv>().post("/:token", async (c) => {
    const result = await deps.receive(c.req.param("token"), await c.req.text(), deps.origin);
    if (!result.ok) {
      console.warn(`[webhooks] Refused a Shippo delivery: ${result.error}.`);
      return c.json({ message: REFUSED[result.error] }, 400);
    }
    return c.json({ received: true, outcome: result.value });
  });
