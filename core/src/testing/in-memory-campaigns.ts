import type { AppJobs } from "../jobs/app-jobs.ts";
import type { Campaign } from "../marketing/campaign.ts";
import type { CampaignRecipient } from "../marketing/subscriber.ts";
import type { BatchRecipient, CampaignQueueUnit, CampaignRepository, CampaignRow, DeliveryOutcome, StoredCampaign } from "../ports/campaign-repository.port.ts";
import type { JobEnqueuer } from "../ports/job-queue.port.ts";
import type { MailLogEntry } from "../ports/mail-log.port.ts";

type Delivery = CampaignRecipient & {
  batch: number;
  status: "pending" | "sending" | "sent" | "failed";
  providerMessageId: string | null;
  error: string | null;
};

type Stored = {
  id: number;
  subject: string;
  createdAt: Date;
  campaign: Campaign | null;
  siteOrigin: string | null;
  recipientCount: number;
  failedCount: number;
};

export type InMemoryCampaignsDeps = {
  /** Whom a campaign goes to now: the subscribed, unsuppressed addresses (InMemorySubscribers.listRecipients). */
  recipients: () => Promise<CampaignRecipient[]>;
  /** A staging enqueuer per unit (InMemoryJobQueue.staged), committed when the unit's work succeeds. */
  stageJobs: () => { jobs: JobEnqueuer<Pick<AppJobs, "campaign-batch">>; commit(): void };
};

/** Campaigns and their deliveries in maps, for core tests: what campaign_deliveries is to the Postgres adapter. */
export class InMemoryCampaigns implements CampaignRepository {
  readonly campaigns: Stored[] = [];
  readonly deliveries = new Map<number, Delivery[]>();
  /** The next `queue` fails after its work ran, as a transaction that cannot commit would. */
  failNextCommit = false;

  constructor(private readonly deps: InMemoryCampaignsDeps) {}

  /** A campaign as one sent inside the request, before deliveries were recorded. */
  addLegacy(campaign: { subject: string; recipientCount: number; failedCount: number; createdAt?: Date }): number {
    const id = this.campaigns.length + 1;
    this.campaigns.push({ id, campaign: null, siteOrigin: null, createdAt: new Date(0), ...campaign });
    return id;
  }

  async queue<T>(work: (unit: CampaignQueueUnit) => Promise<T>): Promise<T> {
    const staged = this.deps.stageJobs();
    const created: Stored[] = [];
    const unit: CampaignQueueUnit = {
      jobs: staged.jobs,
      create: async ({ campaign, siteOrigin, batchSize }) => {
        const recipients = await this.deps.recipients();
        const id = this.campaigns.length + created.length + 1;
        const stored = { id, subject: campaign.subject, createdAt: new Date(), campaign, siteOrigin, recipientCount: recipients.length, failedCount: 0 };
        created.push(stored);
        this.deliveries.set(
          id,
          recipients.map((recipient, index) => ({
            ...recipient,
            batch: Math.floor(index / batchSize),
            status: "pending",
            providerMessageId: null,
            error: null,
          })),
        );
        return { id, recipientCount: recipients.length, batchCount: Math.ceil(recipients.length / batchSize) };
      },
    };
    try {
      const result = await work(unit);
      if (this.failNextCommit) {
        this.failNextCommit = false;
        throw new Error("the transaction could not commit");
      }
      this.campaigns.push(...created);
      staged.commit();
      return result;
    } catch (error) {
      for (const stored of created) this.deliveries.delete(stored.id);
      throw error;
    }
  }

  async find(id: number): Promise<StoredCampaign | null> {
    const found = this.campaigns.find((row) => row.id === id);
    if (!found?.campaign || found.siteOrigin === null) return null;
    return { id, campaign: structuredClone(found.campaign), siteOrigin: found.siteOrigin };
  }

  /** Addresses that are no longer among the recipients (unsubscribed or suppressed) come back marked. */
  async claimBatch(campaignId: number, batch: number): Promise<BatchRecipient[]> {
    const current = new Set((await this.deps.recipients()).map((recipient) => recipient.email));
    const claimed = (this.deliveries.get(campaignId) ?? []).filter(
      (delivery) => delivery.batch === batch && (delivery.status === "pending" || delivery.status === "sending"),
    );
    for (const delivery of claimed) delivery.status = "sending";
    return claimed.map(({ email, name, unsubscribeToken }) => ({ email, name, unsubscribeToken, stillSubscribed: current.has(email) }));
  }

  /** The mail log entries recorded with the outcomes, oldest first. */
  readonly logged: MailLogEntry[] = [];

  async recordOutcomes(campaignId: number, outcomes: DeliveryOutcome[], logEntries: MailLogEntry[]): Promise<void> {
    this.logged.push(...logEntries.map((entry) => ({ ...entry })));
    const rows = this.deliveries.get(campaignId) ?? [];
    for (const outcome of outcomes) {
      const row = rows.find((delivery) => delivery.email === outcome.email);
      if (row) Object.assign(row, { status: outcome.status, providerMessageId: outcome.providerMessageId, error: outcome.error });
    }
  }

  async list(): Promise<CampaignRow[]> {
    return [...this.campaigns]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((row) => {
        const deliveries = { pending: 0, sending: 0, sent: 0, failed: 0 };
        for (const delivery of this.deliveries.get(row.id) ?? []) deliveries[delivery.status]++;
        return {
          id: row.id,
          subject: row.subject,
          createdAt: row.createdAt,
          recipientCount: row.recipientCount,
          failedCount: row.failedCount,
          queued: row.campaign !== null,
          deliveries,
        };
      });
  }
}
