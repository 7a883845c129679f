import { eq, sql } from "drizzle-orm";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import { isResubscribeToken, isUnsubscribeToken } from "@stringing/core/marketing/subscriber";
import type { SubscriptionChanges } from "@stringing/core/marketing/suppression";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import type { SubscriberKey, SubscriberUpdates, SubscriberUpdateUnit } from "@stringing/core/ports/subscriber-updates.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { subscribers, webhookEvents } from "./schema/index.ts";
import { subscriberColumns } from "./subscriber-repository.ts";

const recordColumns = { ...subscriberColumns, resubscribeRequestedAt: subscribers.resubscribeRequestedAt };

/** The condition a key names; null when the key cannot name anyone (a token of the wrong shape never reaches the uuid column). */
function whereKey(key: SubscriberKey) {
  if ("id" in key) return eq(subscribers.id, key.id);
  if ("email" in key) return sql`lower(${subscribers.email}) = lower(${key.email})`;
  if ("unsubscribeToken" in key) return isUnsubscribeToken(key.unsubscribeToken) ? eq(subscribers.unsubscribeToken, key.unsubscribeToken.toLowerCase()) : null;
  return isResubscribeToken(key.resubscribeToken) ? eq(subscribers.resubscribeToken, key.resubscribeToken.toLowerCase()) : null;
}

class PostgresSubscriberUpdateUnit implements SubscriberUpdateUnit {
  constructor(
    private readonly tx: Executor,
    readonly jobs: JobEnqueuer<Pick<AppJobs, "resubscribe-mail">>,
  ) {}

  /** `for update`: a second change to the same subscriber waits here until this one commits. */
  async lock(key: SubscriberKey) {
    const where = whereKey(key);
    if (!where) return null;
    const [row] = await this.tx.select(recordColumns).from(subscribers).where(where).limit(1).for("update");
    return row ?? null;
  }

  /** One statement, so two signups racing on one address cannot clash; the row stays locked by it until the end. */
  async upsert(input: { email: string; name: string | null }) {
    const [row] = await this.tx
      .insert(subscribers)
      .values({ email: input.email, name: input.name })
      .onConflictDoUpdate({ target: subscribers.email, set: { name: sql`coalesce(excluded.name, ${subscribers.name})` } })
      // xmax is 0 only for a row this statement inserted.
      .returning({ ...recordColumns, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error("upsert returned no row");
    const { created, ...record } = row;
    return { record, created: Boolean(created) };
  }

  async update(id: number, changes: SubscriptionChanges) {
    const { clearResubscribeToken, ...columns } = changes;
    const [row] = await this.tx
      .update(subscribers)
      .set({ ...columns, ...(clearResubscribeToken ? { resubscribeToken: null } : {}) })
      .where(eq(subscribers.id, id))
      .returning(recordColumns);
    if (!row) throw new Error(`subscriber ${id} vanished while locked`);
    return row;
  }

  /** The token is drawn by the database (gen_random_uuid: 122 random bits from its strong source). */
  async startResubscribeRequest(id: number, at: Date) {
    const [row] = await this.tx
      .update(subscribers)
      .set({ resubscribeToken: sql`gen_random_uuid()`, resubscribeRequestedAt: at })
      .where(eq(subscribers.id, id))
      .returning({ token: subscribers.resubscribeToken });
    if (!row?.token) throw new Error(`subscriber ${id} vanished while locked`);
    return row.token;
  }

  /** The primary key decides: a second insert of the same id waits for the first transaction, then finds the row. */
  async claimWebhookEvent(provider: string, eventId: string) {
    const inserted = await this.tx.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
    return inserted.length > 0;
  }
}

/** Each change to a subscriber, the webhook event behind it and the job it causes, in one database transaction. */
export class PostgresSubscriberUpdates implements SubscriberUpdates {
  constructor(
    private readonly db: Executor,
    /** The job queue's enqueuer bound to a transaction (PgBossJobQueue.enqueuerFor). */
    private readonly jobsFor: (tx: Executor) => JobEnqueuer<Pick<AppJobs, "resubscribe-mail">>,
  ) {}

  inTransaction<T>(work: (unit: SubscriberUpdateUnit) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PostgresSubscriberUpdateUnit(tx, this.jobsFor(tx))));
  }

  async pendingResubscribe(id: number) {
    const [row] = await this.db
      .select({ ...recordColumns, token: subscribers.resubscribeToken })
      .from(subscribers)
      .where(eq(subscribers.id, id));
    if (!row?.token) return null;
    const { token, ...record } = row;
    return { record, token };
  }
}

translateStorageErrorsOf(PostgresSubscriberUpdates);
translateStorageErrorsOf(PostgresSubscriberUpdateUnit);
