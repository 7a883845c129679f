import type { SuppressionReason } from "../marketing/suppression.ts";
import type { Result } from "../shared/result.ts";
import type { NoticeRefusal } from "./payment-notices.port.ts";

/** A mail provider's word, once its delivery is authenticated, that an address must get no campaign. */
export type SuppressionNotice = {
  provider: string;
  /** Names the event for replay detection: the provider's id, or a digest of what identifies it. Never the address in clear. */
  eventId: string;
  email: string;
  reason: SuppressionReason;
};

/** What one delivery said: the notices to act on, and how many of its events mean nothing to us (opens, soft bounces, …). */
export type SuppressionDelivery = { notices: SuppressionNotice[]; ignored: number };

/**
 * A mail provider's webhook deliveries about bounces, complaints and
 * unsubscribes (Mailjet's event callbacks, Resend's signed webhooks).
 */
export interface SuppressionNotices {
  readonly provider: string;
  /**
   * Authenticates the delivery (a signature over the raw body, or a secret
   * in the URL, compared in constant time) before reading a byte of it as
   * JSON; then reads its events. Anything unauthenticated or too old is
   * refused. `credentials` holds what the request carried: headers, or the
   * URL's secret.
   */
  read(rawBody: string, credentials: Record<string, string | undefined>): Promise<Result<SuppressionDelivery, NoticeRefusal>>;
}
