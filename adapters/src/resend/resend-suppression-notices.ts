/**
 * @module Resend's webhooks as suppression notices. Resend signs through
 * Svix, by the Standard Webhooks scheme: `svix-signature` holds
 * space-separated `v1,<base64>` signatures, each the HMAC-SHA256 of
 * `<svix-id>.<svix-timestamp>.<raw body>` keyed with the base64 part of the
 * endpoint's `whsec_…` secret. Every signature is compared in constant
 * time before the body is read; a timestamp more than five minutes from
 * now is refused even when signed. Acted on: `email.bounced` (Resend sends
 * it for permanent bounces; a bounce typed other than Permanent is
 * ignored) and `email.complained`, for each address in `data.to`. The
 * replay key is the `svix-id`. No SDK: the scheme is short and documented
 * (https://resend.com/docs/webhooks/verify-webhooks-requests,
 * https://github.com/standard-webhooks/standard-webhooks).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { NoticeRefusal } from "@stringing/core/ports/payment-notices.port";
import type { SuppressionDelivery, SuppressionNotice, SuppressionNotices } from "@stringing/core/ports/suppression-notices.port";
import { err, ok, type Result } from "@stringing/core/shared/result";

export const RESEND_PROVIDER = "resend";
export const RESEND_TOLERANCE_SECONDS = 300;

/** The key of a `whsec_<base64>` secret. */
export function resendSigningKey(secret: string): Buffer {
  const key = Buffer.from(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret, "base64");
  if (key.length < 16) throw new Error("RESEND_WEBHOOK_SECRET must be the endpoint's whsec_… signing secret");
  return key;
}

/** The `svix-signature` header Resend would send for this body (tests, and the README's curl example). */
export function signResendPayload(body: string, secret: string, id: string, timestamp: number): string {
  return `v1,${createHmac("sha256", resendSigningKey(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export class ResendSuppressionNotices implements SuppressionNotices {
  readonly provider = RESEND_PROVIDER;
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = resendSigningKey(secret);
  }

  async read(rawBody: string, headers: Record<string, string | undefined>): Promise<Result<SuppressionDelivery, NoticeRefusal>> {
    const id = headers["svix-id"];
    const timestamp = headers["svix-timestamp"];
    const signatures = headers["svix-signature"];
    if (!id || !timestamp || !signatures) return err("missing_signature");
    if (!/^\d{1,12}$/.test(timestamp)) return err("bad_signature");
    const expected = createHmac("sha256", this.key).update(`${id}.${timestamp}.${rawBody}`).digest();
    let matched = false;
    // Every candidate is compared, so the timing says nothing about which one matched.
    for (const candidate of signatures.split(" ")) {
      const [version, value] = candidate.split(",", 2);
      if (version !== "v1" || !value) continue;
      const given = Buffer.from(value, "base64");
      if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
    }
    if (!matched) return err("bad_signature");
    if (Math.abs(this.clock.now().getTime() / 1000 - Number(timestamp)) > RESEND_TOLERANCE_SECONDS) return err("stale_timestamp");

    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      return err("malformed_body");
    }
    if (!isObject(event) || typeof event.type !== "string" || !isObject(event.data)) return err("malformed_body");
    const data = event.data;
    const bounceType = isObject(data.bounce) ? data.bounce.type : undefined;
    const reason =
      event.type === "email.complained"
        ? ("spam_complaint" as const)
        : event.type === "email.bounced" && (bounceType === undefined || bounceType === "Permanent")
          ? ("hard_bounce" as const)
          : null;
    if (!reason) return ok({ notices: [], ignored: 1 });
    const to = (Array.isArray(data.to) ? data.to : [data.to]).filter((address): address is string => typeof address === "string" && address.trim() !== "");
    const notices: SuppressionNotice[] = to.map((email, index) => ({
      provider: RESEND_PROVIDER,
      eventId: to.length > 1 ? `${id}#${index}` : id,
      email: email.trim(),
      reason,
    }));
    return ok({ notices, ignored: notices.length ? 0 : 1 });
  }
}
