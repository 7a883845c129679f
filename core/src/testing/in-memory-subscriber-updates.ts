import type { AppJobs } from "../jobs/app-jobs.ts";
import { isResubscribeToken, isUnsubscribeToken } from "../marketing/subscriber.ts";
import type { SubscriptionChanges } from "../marketing/suppression.ts";
import type { SubscriberKey, SubscriberRecord, SubscriberUpdates, SubscriberUpdateUnit } from "../ports/subscriber-updates.port.ts";
import type { InMemorySubscriberRow, InMemorySubscribers } from "./in-memory-marketing.ts";
import type { InMemoryJobQueue } from "./in-memory-job-queue.ts";

const record = ({ unsubscribeToken: _, resubscribeToken: __, ...rest }: InMemorySubscriberRow): SubscriberRecord => ({ ...rest });

/**
 * The subscriber unit of work over the rows of an InMemorySubscribers: a
 * unit that throws leaves the rows as they were and stores none of its jobs.
 * Units run one at a time, as row locks would make them.
 */
export class InMemorySubscriberUpdates implements SubscriberUpdates {
  readonly webhookEvents = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private tokens = 0;

  constructor(
    private readonly subscribers: InMemorySubscribers,
    private readonly jobQueue: InMemoryJobQueue<AppJobs>,
  ) {}

  private find(key: SubscriberKey): InMemorySubscriberRow | undefined {
    const rows = this.subscribers.rows;
    if ("id" in key) return rows.find((row) => row.id === key.id);
    if ("email" in key) return rows.find((row) => row.email.toLowerCase() === key.email.toLowerCase());
    if ("unsubscribeToken" in key)
      return isUnsubscribeToken(key.unsubscribeToken) ? rows.find((row) => row.unsubscribeToken === key.unsubscribeToken.toLowerCase()) : undefined;
    return isResubscribeToken(key.resubscribeToken) ? rows.find((row) => row.resubscribeToken === key.resubscribeToken.toLowerCase()) : undefined;
  }

  inTransaction<T>(work: (unit: SubscriberUpdateUnit) => Promise<T>): Promise<T> {
    const run = async () => {
      const before = this.subscribers.rows.map((row) => ({ ...row }));
      const eventsBefore = new Set(this.webhookEvents);
      const staged = this.jobQueue.staged();
      const unit: SubscriberUpdateUnit = {
        lock: async (key) => {
          const row = this.find(key);
          return row ? record(row) : null;
        },
        upsert: async (input) => {
          const found = this.find({ email: input.email });
          if (found) {
            if (input.name) found.name = input.name;
            return { record: record(found), created: false };
          }
          return { record: record(this.subscribers.add(input.email, { name: input.name })), created: true };
        },
        update: async (id, changes: SubscriptionChanges) => {
          const row = this.find({ id });
          if (!row) throw new Error(`subscriber ${id} vanished while locked`);
          const { clearResubscribeToken, ...columns } = changes;
          Object.assign(row, columns);
          if (clearResubscribeToken) row.resubscribeToken = null;
          return record(row);
        },
        startResubscribeRequest: async (id, at) => {
          const row = this.find({ id });
          if (!row) throw new Error(`subscriber ${id} vanished while locked`);
          row.resubscribeToken = `11111111-1111-4111-8111-${String(++this.tokens).padStart(12, "0")}`;
          row.resubscribeRequestedAt = at;
          return row.resubscribeToken;
        },
        claimWebhookEvent: async (provider, eventId) => {
          const key = `${provider}\u0000${eventId}`;
          if (this.webhookEvents.has(key)) return false;
          this.webhookEvents.add(key);
          return true;
        },
        jobs: staged.jobs,
      };
      try {
        const result = await work(unit);
        staged.commit();
        return result;
      } catch (error) {
        this.subscribers.rows.splice(0, this.subscribers.rows.length, ...before);
        this.webhookEvents.clear();
        for (const event of eventsBefore) this.webhookEvents.add(event);
        throw error;
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => {});
    return result;
  }

  async pendingResubscribe(id: number) {
    const row = this.find({ id });
    return row?.resubscribeToken ? { record: record(row), token: row.resubscribeToken } : null;
  }
}
