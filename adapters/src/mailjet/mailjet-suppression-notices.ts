/**
 * @module Mailjet's event callbacks (Event API) as suppression notices.
 * Mailjet signs nothing; the endpoint's URL carries a secret of ours
 * (`/api/webhooks/mailjet/<MAILJET_WEBHOOK_SECRET>`), compared in constant
 * time before the body is read. A delivery is one event object, or an
 * array of them when the callback is "grouped" (Version 2). Acted on:
 * `bounce` with `hard_bounce: true`, `spam`, `unsub`; everything else is
 * counted as ignored. Mailjet events carry no id: the replay key is a
 * SHA-256 digest of the event type, message id, time and address, so the
 * address is never stored in clear.
 * https://dev.mailjet.com/email/guides/webhooks/
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { SuppressionReason } from "@stringing/core/marketing/suppression";
import type { NoticeRefusal } from "@stringing/core/ports/payment-notices.port";
import type { SuppressionDelivery, SuppressionNotice, SuppressionNotices } from "@stringing/core/ports/suppression-notices.port";
import { err, ok, type Result } from "@stringing/core/shared/result";

export const MAILJET_PROVIDER = "mailjet";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Equal-length digests compared with timingSafeEqual: neither the secret's length nor its content shows in the timing. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function reasonOf(event: Record<string, unknown>): SuppressionReason | null {
  if (event.event === "bounce") return event.hard_bounce === true ? "hard_bounce" : null;
  if (event.event === "spam") return "spam_complaint";
  if (event.event === "unsub") return "unsubscribed";
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export class MailjetSuppressionNotices implements SuppressionNotices {
  readonly provider = MAILJET_PROVIDER;

  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new Error("MAILJET_WEBHOOK_SECRET must be at least 16 characters");
  }

  async read(rawBody: string, credentials: Record<string, string | undefined>): Promise<Result<SuppressionDelivery, NoticeRefusal>> {
    const given = credentials.secret;
    if (!given) return err("missing_signature");
    if (!sameSecret(given, this.secret)) return err("bad_signature");
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return err("malformed_body");
    }
    const events = Array.isArray(parsed) ? parsed : [parsed];
    if (events.length === 0 || !events.every(isObject)) return err("malformed_body");
    const notices: SuppressionNotice[] = [];
    let ignored = 0;
    for (const event of events) {
      const reason = reasonOf(event);
      const email = typeof event.email === "string" ? event.email.trim() : "";
      if (!reason || !email) {
        ignored++;
        continue;
      }
      // The GUID first: a MessageID can exceed 2^53, which JSON.parse rounds.
      const message = String(event.Message_GUID ?? event.MessageID ?? "");
      const eventId = digest(`${String(event.event)}|${message}|${String(event.time ?? "")}|${email.toLowerCase()}`).toString("hex");
      notices.push({ provider: MAILJET_PROVIDER, eventId, email, reason });
    }
    return ok({ notices, ignored });
  }
}
