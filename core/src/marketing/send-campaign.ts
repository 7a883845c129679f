import type { CampaignRepository } from "../ports/campaign-repository.port.ts";
import type { MailLog, MailLogEntry } from "../ports/mail-log.port.ts";
import type { ActiveMail } from "../mail/mail-delivery.ts";
import type { DeliveryStatus } from "../ports/mailer.port.ts";
import type { SubscriberRepository } from "../ports/subscriber-repository.port.ts";
import { conflict } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { Campaign } from "./campaign.ts";
import { composeCampaignMessage } from "./compose-campaign.ts";
import { inBatches, MAX_MESSAGES_PER_BATCH } from "./in-batches.ts";
import { mailLogEntry } from "./mail-log-entry.ts";

export type SendCampaignDeps = {
  /** The provider in use (mail/mail-delivery.ts): campaigns need a configured one. */
  activeMail: () => Promise<ActiveMail>;
  subscribers: Pick<SubscriberRepository, "listRecipients">;
  mailLog: MailLog;
  campaigns: CampaignRepository;
};

export type SendCampaignInput = {
  campaign: Campaign;
  /** Where unsubscribe links point, e.g. https://shop.example. */
  siteOrigin: string;
};

export type CampaignSent = {
  campaignId: number;
  recipientCount: number;
  failedCount: number;
  /** The first failure's reason, to tell the admin why when nothing went out. */
  firstError: string | null;
};

export const EMAIL_SERVICE_NOT_CONFIGURED = "Email service is not configured";

/**
 * Sends a campaign to every subscribed address (never to unsubscribed ones),
 * each copy with its own unsubscribe link, in batches the provider accepts.
 * One bad address fails only its own message. Every message is recorded.
 */
export const sendCampaign =
  (deps: SendCampaignDeps) =>
  async ({ campaign, siteOrigin }: SendCampaignInput): Promise<Result<CampaignSent>> => {
    const active = await deps.activeMail();
    if (!active.configured) return err(conflict(EMAIL_SERVICE_NOT_CONFIGURED));

    const { mailer } = active;
    const recipients = await deps.subscribers.listRecipients();
    const from = { email: active.senderEmail };
    let failedCount = 0;
    let firstError: string | null = null;

    for (const batch of inBatches(recipients, Math.min(MAX_MESSAGES_PER_BATCH, mailer.maxBatchSize))) {
      const messages = batch.map((recipient) => composeCampaignMessage(campaign, recipient, from, siteOrigin));
      let statuses: DeliveryStatus[];
      try {
        statuses = await mailer.send(messages);
      } catch (error) {
        statuses = messages.map(() => ({ ok: false, error: error instanceof Error ? error.message : String(error) }));
      }
      const entries = messages.map((message, index): MailLogEntry => {
        const status = statuses[index] ?? { ok: false, error: "No status returned for this message" };
        if (!status.ok) {
          failedCount++;
          firstError ??= status.error;
        }
        return mailLogEntry("campaign", message, mailer, status);
      });
      await deps.mailLog.record(entries);
    }

    const record = await deps.campaigns.record({ subject: campaign.subject, recipientCount: recipients.length, failedCount });
    return ok({ campaignId: record.id, recipientCount: recipients.length, failedCount, firstError });
  };
