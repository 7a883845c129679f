import { and, desc, eq, sql } from "drizzle-orm";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { Campaign } from "@stringing/core/marketing/campaign";
import type {
  BatchRecipient,
  CampaignQueueUnit,
  CampaignRepository,
  CampaignRow,
  DeliveryOutcome,
  StoredCampaign,
} from "@stringing/core/ports/campaign-repository.port";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import type { MailLogEntry } from "@stringing/core/ports/mail-log.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { campaignDeliveries, campaigns, mailMessages, subscribers } from "./schema/index.ts";
import { rowsOf } from "./rows-of.ts";

/** Hands out an enqueuer bound to a transaction (PgBossJobQueue.enqueuerFor). */
export type TransactionJobs = { enqueuerFor(transaction: Pick<Executor, "execute">): JobEnqueuer<Pick<AppJobs, "campaign-batch">> };

/** Who gets a campaign: subscribed, and not suppressed (bounced, complained, unsubscribed). */
const isRecipient = sql`${subscribers.subscribed} and ${subscribers.suppressedAt} is null`;

/**
 * Campaigns and campaign_deliveries. Queueing is one statement for the
 * campaign and all its deliveries (an INSERT … SELECT over the subscribers,
 * numbered into batches), plus its jobs in the same transaction; a batch
 * claims and records its deliveries in one statement each, whatever its size.
 */
export class PostgresCampaignRepository implements CampaignRepository {
  constructor(
    private readonly db: Executor,
    private readonly jobs: TransactionJobs,
  ) {}

  queue<T>(work: (unit: CampaignQueueUnit) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work({ create: (input) => this.create(tx, input), jobs: this.jobs.enqueuerFor(tx) }));
  }

  private async create(tx: Executor, input: { campaign: Campaign; siteOrigin: string; batchSize: number }) {
    const batchSize = Math.max(1, Math.floor(input.batchSize));
    // One statement, one snapshot: the count and the deliveries see the same subscribers.
    const result = await tx.execute(sql`
      with campaign as (
        insert into ${campaigns} (subject, recipient_count, content, site_origin)
        values (
          ${input.campaign.subject},
          (select count(*) from ${subscribers} where ${isRecipient}),
          ${JSON.stringify(input.campaign)}::jsonb,
          ${input.siteOrigin}
        )
        returning id, recipient_count
      ), deliveries as (
        insert into ${campaignDeliveries} (campaign_id, email, name, unsubscribe_token, batch)
        select campaign.id, ${subscribers.email}, ${subscribers.name}, ${subscribers.unsubscribeToken},
               ((row_number() over (order by ${subscribers.id})) - 1) / ${batchSize}::int
        from campaign cross join ${subscribers}
        where ${isRecipient}
      )
      select id, recipient_count from campaign`);
    const [row] = rowsOf<{ id: number; recipient_count: number }>(result);
    if (!row) throw new Error("insert returned no row");
    const recipientCount = Number(row.recipient_count);
    return { id: Number(row.id), recipientCount, batchCount: Math.ceil(recipientCount / batchSize) };
  }

  async find(id: number): Promise<StoredCampaign | null> {
    const [row] = await this.db.select({ content: campaigns.content, siteOrigin: campaigns.siteOrigin }).from(campaigns).where(eq(campaigns.id, id));
    if (!row?.content || row.siteOrigin === null) return null;
    // Validated by core's campaign schema before it was stored.
    return { id, campaign: row.content as unknown as Campaign, siteOrigin: row.siteOrigin };
  }

  async claimBatch(campaignId: number, batch: number): Promise<BatchRecipient[]> {
    const result = await this.db.execute(sql`
      update ${campaignDeliveries} as d set status = 'sending', updated_at = now()
      where d.campaign_id = ${campaignId} and d.batch = ${batch} and d.status in ('pending', 'sending')
      returning d.email, d.name, d.unsubscribe_token,
        exists (select 1 from ${subscribers} where ${subscribers.email} = d.email and ${isRecipient}) as still_subscribed`);
    return rowsOf<{ email: string; name: string | null; unsubscribe_token: string; still_subscribed: boolean }>(result)
      .map((row) => ({ email: row.email, name: row.name, unsubscribeToken: row.unsubscribe_token, stillSubscribed: row.still_subscribed }))
      .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  }

  async recordOutcomes(campaignId: number, outcomes: DeliveryOutcome[], logEntries: MailLogEntry[]): Promise<void> {
    if (outcomes.length === 0 && logEntries.length === 0) return;
    // One statement for the whole batch, its log included; the rows travel as JSON parameters, the same on both drivers.
    await this.db.execute(sql`
      with recorded as (
        update ${campaignDeliveries} as d
        set status = v.status, provider_message_id = v."providerMessageId", error = v.error, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as v(email text, status text, "providerMessageId" text, error text)
        where d.campaign_id = ${campaignId} and d.email = v.email
        returning 1
      )
      insert into ${mailMessages} (kind, recipient, subject, provider, status, provider_message_id, error)
      select kind, recipient, subject, provider, status, "providerMessageId", error
      from jsonb_to_recordset(${JSON.stringify(logEntries)}::jsonb)
        as x(kind text, recipient text, subject text, provider text, status text, "providerMessageId" text, error text)`);
  }

  async list(): Promise<CampaignRow[]> {
    const count = (status: string) => sql<number>`count(*) filter (where ${campaignDeliveries.status} = ${status})::int`;
    const rows = await this.db
      .select({
        id: campaigns.id,
        subject: campaigns.subject,
        createdAt: campaigns.createdAt,
        recipientCount: campaigns.recipientCount,
        failedCount: campaigns.failedCount,
        queued: sql<boolean>`(${campaigns.content} is not null)`,
        pending: count("pending"),
        sending: count("sending"),
        sent: count("sent"),
        failed: count("failed"),
      })
      .from(campaigns)
      .leftJoin(campaignDeliveries, and(eq(campaignDeliveries.campaignId, campaigns.id)))
      .groupBy(campaigns.id)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
    return rows.map(({ pending, sending, sent, failed, ...row }) => ({
      ...row,
      queued: Boolean(row.queued),
      deliveries: { pending: Number(pending), sending: Number(sending), sent: Number(sent), failed: Number(failed) },
    }));
  }
}

translateStorageErrorsOf(PostgresCampaignRepository);
