import type { Result } from "../shared/result.ts";

/**
 * What a payment provider told us, once its signature is checked: an order
 * was paid, or something we do not act on. `orderReference` is the text the
 * payment link carried for the order (its id), as the provider returned it.
 */
export type PaymentNotice =
  | { kind: "paid"; provider: string; eventId: string; orderReference: string | null; amount: number | null; currency: string | null }
  | { kind: "ignored"; provider: string; eventId: string; eventType: string };

/** Why a delivery was refused. Never the body: refusals are logged, and the body is the sender's. */
export type NoticeRefusal = "missing_signature" | "bad_signature" | "stale_timestamp" | "malformed_body";

/** A payment provider's signed webhook deliveries (Stripe's in production). */
export interface PaymentNotices {
  /**
   * Checks the signature over the raw body, in constant time, before reading
   * a byte of it as JSON; then reads the notice. Anything unsigned, wrongly
   * signed or too old is refused.
   */
  read(rawBody: string, signature: string | undefined): Promise<Result<PaymentNotice, NoticeRefusal>>;
}
