/**
 * @module The rules of delivering a campaign (decision record 0015): how
 * recipients are batched, the key that names each recipient's copy, when a
 * batch's failure is the provider's (retried) rather than the addresses'
 * (final), and the counts the admin sees.
 */
import type { CampaignRow } from "../ports/campaign-repository.port.ts";
import type { DeliveryStatus, Mailer } from "../ports/mailer.port.ts";

/** One job sends one call's worth: the provider's own limit (Mailjet and the files 50, Resend 100). */
export const campaignBatchSize = (mailer: Pick<Mailer, "maxBatchSize">): number => Math.max(1, Math.floor(mailer.maxBatchSize));

/**
 * Names one recipient's copy of one campaign. Sent as the message's
 * idempotency key, so a copy sent again after a crash (between the
 * provider's acceptance and our record of it) is dropped by providers that
 * honour keys (Resend for 24 hours; the file mailer writes the same file).
 * The address as stored, like the delivery's own key.
 */
export const campaignDeliveryKey = (campaignId: number, email: string): string => `campaign:${campaignId}:${email}`;

/**
 * Every message of the call failed: the provider (down, limiting us, refusing
 * our credentials) rather than the addresses. Such a batch is retried with
 * the job's backoff; a failure of some messages only is theirs and final.
 */
export const isProviderFailure = (statuses: readonly DeliveryStatus[]): boolean => statuses.length > 0 && statuses.every((status) => !status.ok);

/** The admin's view of a campaign: `GET /api/marketing/campaigns`. */
export type CampaignSummary = {
  id: number;
  subject: string;
  createdAt: Date;
  recipientCount: number;
  sent: number;
  failed: number;
  /** Not sent yet: waiting for its batch, or being sent right now. */
  pending: number;
};

/**
 * Counts from the deliveries; a campaign sent inside the request before
 * deliveries were recorded reports the counts it stored then, all settled.
 */
export function summarizeCampaign(row: CampaignRow): CampaignSummary {
  const { id, subject, createdAt, recipientCount } = row;
  if (!row.queued) {
    const failed = Math.min(row.failedCount, recipientCount);
    return { id, subject, createdAt, recipientCount, sent: recipientCount - failed, failed, pending: 0 };
  }
  const { pending, sending, sent, failed } = row.deliveries;
  return { id, subject, createdAt, recipientCount, sent, failed, pending: pending + sending };
}
