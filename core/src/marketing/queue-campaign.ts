import type { ActiveMail } from "../mail/mail-delivery.ts";
import type { CampaignRepository } from "../ports/campaign-repository.port.ts";
import { conflict } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { Campaign } from "./campaign.ts";
import { campaignBatchSize } from "./campaign-delivery.ts";

export type QueueCampaignDeps = {
  /** The provider in use (mail/mail-delivery.ts): campaigns need a configured one. */
  activeMail: () => Promise<ActiveMail>;
  campaigns: Pick<CampaignRepository, "queue">;
};

export type QueueCampaignInput = {
  campaign: Campaign;
  /** Where unsubscribe links point, e.g. https://shop.example. */
  siteOrigin: string;
};

export type CampaignQueued = { campaignId: number; recipientCount: number };

export const EMAIL_SERVICE_NOT_CONFIGURED = "Email service is not configured";

/**
 * Queues a campaign (docs/rules/mail.md, Campaigns): in one transaction it
 * stores the campaign, one pending delivery for every subscribed address
 * that is not suppressed, and one "campaign-batch" job per batch of the
 * provider's size. Nothing is sent here; the jobs send it (send-campaign-batch.ts).
 * With no recipients the campaign is stored, with nothing to send and no job.
 */
export const queueCampaign =
  (deps: QueueCampaignDeps) =>
  async ({ campaign, siteOrigin }: QueueCampaignInput): Promise<Result<CampaignQueued>> => {
    const active = await deps.activeMail();
    if (!active.configured) return err(conflict(EMAIL_SERVICE_NOT_CONFIGURED));
    const batchSize = campaignBatchSize(active.mailer);
    const queued = await deps.campaigns.queue(async (unit) => {
      const { id, recipientCount, batchCount } = await unit.create({ campaign, siteOrigin, batchSize });
      for (let batch = 0; batch < batchCount; batch++) await unit.jobs.enqueue("campaign-batch", { campaignId: id, batch });
      return { campaignId: id, recipientCount };
    });
    return ok(queued);
  };
