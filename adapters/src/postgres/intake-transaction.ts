/**
 * @module The order intake's write: one transaction over drizzle, with the
 * order's mails queued by pg-boss's own insert on that transaction, so the
 * order, its customer, events, key and mails commit together or not at all
 * (decision record 0021).
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import type { CustomerProfile, IntakeRecord } from "@stringing/core/ports/order-intake.port";
import { appendOrderEvents } from "./append-order-events.ts";
import type { Executor } from "./db.ts";
import { customers, idempotencyKeys, orders, subscribers } from "./schema/index.ts";

/**
 * The scope stored with a key names the operation and a hash of the request,
 * so a retry (same scope) replays and a reuse for another order is told apart.
 */
export const scopeOf = (request: string) => `POST /api/orders ${createHash("sha256").update(request).digest("hex")}`;

/** What the intake needs of the job queue: an enqueuer writing on its transaction. */
export type IntakeJobs = { enqueuerFor(transaction: Executor): Pick<JobEnqueuer<AppJobs>, "enqueueAll"> };

/**
 * Writes `record` on `tx`; false when its key was claimed first by another
 * request (then nothing is written). Two intakes of one key meet at its
 * primary key: the second waits for the first to commit and claims nothing.
 * Two of one new address meet at the customers' unique key.
 */
export async function storeIntake(tx: Executor, record: IntakeRecord, jobs: IntakeJobs): Promise<boolean> {
  if (record.key) {
    const { key, request, status, body } = record.key;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key, scope: scopeOf(request), responseStatus: status, responseBody: body })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) return false;
  }
  const customerId = await customerOrdering(tx, record.customer, record.orderedAt);
  // Sent together, in this order, without waiting for each answer (postgres.js pipelines
  // a transaction's queries): the events name the order, which the statement before stores.
  await Promise.all([
    tx
      .insert(orders)
      .values({ ...record.order, customerId })
      .execute(),
    appendOrderEvents(tx, record.order.id, record.events),
    record.subscriber ? subscribe(tx, record.subscriber) : undefined,
    record.mails.length
      ? jobs.enqueuerFor(tx).enqueueAll(
          "order-mail",
          record.mails.map((mail) => mail.job),
          { ids: record.mails.map((mail) => mail.id) },
        )
      : undefined,
  ]);
  return true;
}

/**
 * The customer of `email` (ignoring case, as rows written by hand may
 * differ; the lowest id when several match) with this order counted and
 * the profile updated, or a new one. The address's rows are read by its
 * index and the lowest id taken here: asked for `order by id limit 1`, the
 * planner may walk the primary key instead, reading every customer for a
 * new address.
 */
async function customerOrdering(tx: Executor, profile: CustomerProfile, orderedAt: Date): Promise<number> {
  const { email, ...fields } = profile;
  const counted = { ...fields, totalOrders: sql`${customers.totalOrders} + 1`, lastOrderDate: orderedAt, updatedAt: sql`now()` };
  const same = await tx.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = lower(${email})`);
  const found = same.length ? Math.min(...same.map((row) => row.id)) : undefined;
  if (found !== undefined) {
    await tx.update(customers).set(counted).where(eq(customers.id, found));
    return found;
  }
  const [inserted] = await tx
    .insert(customers)
    .values({ email, ...fields, totalOrders: 1, lastOrderDate: orderedAt })
    .onConflictDoUpdate({ target: customers.email, set: counted })
    .returning({ id: customers.id });
  return inserted!.id;
}

/** A new address is subscribed; a known one keeps its state (one that unsubscribed stays so) and gains a name if it had none. */
async function subscribe(tx: Executor, subscriber: { email: string; name: string }): Promise<void> {
  const known = await tx
    .update(subscribers)
    .set({ name: sql`coalesce(${subscribers.name}, ${subscriber.name}::text)` })
    .where(sql`lower(${subscribers.email}) = lower(${subscriber.email})`)
    .returning({ id: subscribers.id });
  if (!known.length) await tx.insert(subscribers).values(subscriber).onConflictDoNothing({ target: subscribers.email });
}
