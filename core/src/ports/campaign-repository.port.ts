import type { AppJobs } from "../jobs/app-jobs.ts";
import type { Campaign } from "../marketing/campaign.ts";
import type { CampaignRecipient } from "../marketing/subscriber.ts";
import type { JobEnqueuer } from "./job-queue.port.ts";
import type { MailLogEntry } from "./mail-log.port.ts";

/** What a campaign was queued as: enough for any process to send it later. */
export type StoredCampaign = { id: number; campaign: Campaign; siteOrigin: string };

/** A campaign as stored, with how far its deliveries got (campaigns/summarize-campaign.ts turns it into the admin's counts). */
export type CampaignRow = {
  id: number;
  subject: string;
  createdAt: Date;
  recipientCount: number;
  /** Failures counted when it was sent inside the request, before deliveries were recorded. */
  failedCount: number;
  /** False for campaigns sent before jobs: they have no delivery rows. */
  queued: boolean;
  deliveries: { pending: number; sending: number; sent: number; failed: number };
};

/** What became of one recipient's copy; `pending` puts it back for the next run. */
export type DeliveryOutcome = {
  email: string;
  status: "sent" | "failed" | "pending";
  providerMessageId: string | null;
  error: string | null;
};

/** A recipient a batch run holds: marked `sending` until its outcome is recorded. */
export type BatchRecipient = CampaignRecipient & {
  /** False when the address unsubscribed or was suppressed after the campaign was queued: it is not sent. */
  stillSubscribed: boolean;
};

/** The writes of queueing one campaign, all in one transaction. */
export interface CampaignQueueUnit {
  /**
   * Stores the campaign and one pending delivery for every address that is
   * subscribed and not suppressed, `batchSize` to a batch (0, 1, …) in a
   * stable order. Answers its id and how many recipients and batches it has.
   */
  create(input: { campaign: Campaign; siteOrigin: string; batchSize: number }): Promise<{ id: number; recipientCount: number; batchCount: number }>;
  /** Jobs written with the transaction: they exist exactly when the campaign does. */
  jobs: JobEnqueuer<Pick<AppJobs, "campaign-batch">>;
}

/** Campaigns and the record of each recipient's delivery (table campaign_deliveries). */
export interface CampaignRepository {
  /** Runs the work in one transaction: the campaign, its deliveries and its jobs are stored together or not at all. */
  queue<T>(work: (unit: CampaignQueueUnit) => Promise<T>): Promise<T>;
  /** Null for an unknown id or a campaign stored before jobs (it has nothing left to send). */
  find(id: number): Promise<StoredCampaign | null>;
  /**
   * Marks the batch's pending deliveries, and those an interrupted run left
   * `sending`, as `sending`, and answers them; never a sent or failed one.
   */
  claimBatch(campaignId: number, batch: number): Promise<BatchRecipient[]>;
  /**
   * Records each outcome on its delivery and adds the entries to the mail
   * log, together: a batch's record and its log are written in one statement.
   */
  recordOutcomes(campaignId: number, outcomes: DeliveryOutcome[], logEntries: MailLogEntry[]): Promise<void>;
  /** Every campaign, newest first. */
  list(): Promise<CampaignRow[]>;
}
