/**
 * @module Stripe's webhook deliveries as payment notices. A delivery is
 * trusted only when its `Stripe-Signature` header holds an HMAC-SHA256, by
 * the endpoint's signing secret, of `<timestamp>.<raw body>` (a `v1`
 * signature) and the timestamp is within five minutes of now. The signature
 * is compared in constant time and checked before the body is parsed; the
 * body is never logged or echoed. No SDK: the scheme is Stripe's documented
 * one (https://docs.stripe.com/webhooks#verify-manually).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { NoticeRefusal, PaymentNotice, PaymentNotices } from "@stringing/core/ports/payment-notices.port";
import { err, ok, type Result } from "@stringing/core/shared/result";

export const STRIPE_PROVIDER = "stripe";
/** Stripe's own libraries default to five minutes. */
export const STRIPE_TOLERANCE_SECONDS = 300;

/** The events that mean a Checkout Session (a Payment Link's payment) took the money. */
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/** `t=1700000000,v1=abc…,v1=def…,v0=…` → the timestamp and every v1 signature. */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** What Stripe would sign: `t=<timestamp>,v1=<hmac>`; for tests and the development helper. */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex")}`;
}

type StripeEvent = { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);
const cents = (value: unknown): number | null => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null);

/** A verified event as a notice: a completed, paid Checkout Session is `paid`; everything else is `ignored`. */
export function noticeOf(event: StripeEvent, eventId: string): PaymentNotice {
  const type = text(event.type) ?? "";
  const session = event.data?.object ?? {};
  // A session paid by a delayed method completes `unpaid` and reports the money later (async_payment_succeeded).
  if (!PAID_EVENTS.has(type) || session.payment_status === "unpaid") return { kind: "ignored", provider: STRIPE_PROVIDER, eventId, eventType: type };
  return {
    kind: "paid",
    provider: STRIPE_PROVIDER,
    eventId,
    orderReference: text(session.client_reference_id),
    amount: cents(session.amount_total),
    currency: text(session.currency),
  };
}

export class StripePaymentNotices implements PaymentNotices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly toleranceSeconds = STRIPE_TOLERANCE_SECONDS,
  ) {
    this.key = Buffer.from(secret, "utf8");
  }

  async read(rawBody: string, signature: string | undefined): Promise<Result<PaymentNotice, NoticeRefusal>> {
    if (!signature) return err("missing_signature");
    const parsed = parseSignatureHeader(signature);
    if (!parsed) return err("bad_signature");
    const expected = createHmac("sha256", this.key).update(`${parsed.timestamp}.${rawBody}`, "utf8").digest();
    // Every candidate is compared, each in constant time, so the time taken says nothing about how close a guess was.
    let matched = false;
    for (const candidate of parsed.signatures) matched = timingSafeEqual(expected, Buffer.from(candidate, "hex")) || matched;
    if (!matched) return err("bad_signature");
    const age = Math.abs(this.clock.now().getTime() / 1000 - parsed.timestamp);
    if (age > this.toleranceSeconds) return err("stale_timestamp");

    let event: StripeEvent;
    try {
      event = JSON.parse(rawBody) as StripeEvent;
    } catch {
      return err("malformed_body");
    }
    const eventId = event && typeof event === "object" ? text(event.id) : null;
    if (!eventId) return err("malformed_body");
    return ok(noticeOf(event, eventId));
  }
}
