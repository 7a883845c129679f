/**
 * @module The "campaign-batch" job's handler, wired to the adapters: one
 * batch of a campaign's recipients, sent once each (core's
 * send-campaign-batch.ts, decision record 0015). Registered on the queue
 * before it starts, in every process that runs jobs.
 */
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import { defaultJobPolicy } from "@stringing/core/jobs/job-policy";
import { resolveActiveMail } from "@stringing/core/mail/mail-delivery";
import { sendCampaignBatch } from "@stringing/core/marketing/send-campaign-batch";
import type { JobHandler, JobQueue } from "@stringing/core/ports/job-queue.port";
import type { Adapters } from "../composition.ts";

export type CampaignBatchJobDeps = Pick<Adapters, "campaigns" | "mailSettings" | "mailerFor" | "mailEnvironment" | "mailComposer" | "content">;

/** The handler; `retryLimit` is the queue's policy's (the default policy unless the queue was given another). */
export function campaignBatchHandler(adapters: CampaignBatchJobDeps, retryLimit = defaultJobPolicy.retryLimit): JobHandler<AppJobs["campaign-batch"]> {
  return sendCampaignBatch({
    activeMail: resolveActiveMail({ settings: adapters.mailSettings, mailerFor: adapters.mailerFor, environment: adapters.mailEnvironment }),
    campaigns: adapters.campaigns,
    composer: adapters.mailComposer,
    siteSections: async () => {
      const [companyName = null, contactInfo = null] = await adapters.content.findSections(["company-name", "contact-info"]);
      return { companyName, contactInfo };
    },
    retryLimit,
  });
}

export function registerCampaignBatchJob(queue: Pick<JobQueue<AppJobs>, "handle">, deps: { adapters: CampaignBatchJobDeps }, retryLimit?: number): void {
  queue.handle("campaign-batch", campaignBatchHandler(deps.adapters, retryLimit));
}
