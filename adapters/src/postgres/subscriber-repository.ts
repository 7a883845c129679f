import { and, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { isUnsubscribeToken, type NewSubscriber, type SubscriberListQuery } from "@stringing/core/marketing/subscriber";
import type { SubscriberRepository } from "@stringing/core/ports/subscriber-repository.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { subscribers } from "./schema/index.ts";

/** The columns a subscriber is shown with: never the unsubscribe or resubscribe token. */
export const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  name: subscribers.name,
  subscribed: subscribers.subscribed,
  createdAt: subscribers.createdAt,
  suppressedAt: subscribers.suppressedAt,
  suppressionReason: subscribers.suppressionReason,
};

/**
 * What unsubscribing sets (core's suppressionChanges with "unsubscribed"):
 * not subscribed, suppressed from the first time on, any reason already
 * known kept (every other reason is stronger).
 */
const unsubscribed = {
  subscribed: false,
  suppressedAt: sql`coalesce(${subscribers.suppressedAt}, now())`,
  suppressionReason: sql`coalesce(${subscribers.suppressionReason}, 'unsubscribed')`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export class PostgresSubscriberRepository implements SubscriberRepository {
  constructor(private readonly db: Executor) {}

  /**
   * One statement, so two requests racing on one address cannot clash. A
   * known address keeps its `subscribed`: one who unsubscribed is never
   * signed up again by someone typing the address into a form.
   */
  async subscribe(input: NewSubscriber) {
    const [row] = await this.db
      .insert(subscribers)
      .values({ email: input.email, name: input.name })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: { name: sql`coalesce(excluded.name, ${subscribers.name})` },
      })
      // xmax is 0 only for a row this statement inserted.
      .returning({ ...subscriberColumns, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error("subscribe returned no row");
    const { created, ...subscriber } = row;
    return { subscriber, created: Boolean(created) };
  }

  async list(query: SubscriberListQuery) {
    const search = query.q ? likePattern(query.q) : undefined;
    let statement = this.db
      .select(subscriberColumns)
      .from(subscribers)
      .where(search ? or(ilike(subscribers.email, search), ilike(subscribers.name, search)) : undefined)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .$dynamic();
    if (query.limit !== undefined) statement = statement.limit(query.limit);
    if (query.offset !== undefined) statement = statement.offset(query.offset);
    return statement;
  }

  async countSubscribed() {
    const [row] = await this.db.select({ value: count() }).from(subscribers).where(eq(subscribers.subscribed, true));
    return row?.value ?? 0;
  }

  async unsubscribe(id: number) {
    const [row] = await this.db.update(subscribers).set(unsubscribed).where(eq(subscribers.id, id)).returning(subscriberColumns);
    return row ?? null;
  }

  async unsubscribeByToken(token: string) {
    // A malformed token would make Postgres fail the uuid cast: it simply matches nobody.
    if (!isUnsubscribeToken(token)) return null;
    const [row] = await this.db.update(subscribers).set(unsubscribed).where(eq(subscribers.unsubscribeToken, token.toLowerCase())).returning(subscriberColumns);
    return row ?? null;
  }

  async listRecipients() {
    return (
      this.db
        .select({ email: subscribers.email, name: subscribers.name, unsubscribeToken: subscribers.unsubscribeToken })
        .from(subscribers)
        // Suppressed addresses (bounced, complained, unsubscribed) never get a campaign.
        .where(and(eq(subscribers.subscribed, true), isNull(subscribers.suppressedAt)))
        .orderBy(subscribers.id)
    );
  }
}

translateStorageErrorsOf(PostgresSubscriberRepository);
