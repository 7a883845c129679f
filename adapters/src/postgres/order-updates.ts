import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import { type NewActivity, storedSummary } from "@stringing/core/activity/activity";
import type { DomainEvent } from "@stringing/core/events/domain-event";
import type { MaterialSteps, TakeRequest } from "@stringing/core/inventory/materials/materials.port";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { ChargeSteps } from "@stringing/core/orders/charges/charges.port";
import type { ChargeStatus, NewCharge } from "@stringing/core/orders/charges/charge";
import type { NewOrderEvent } from "@stringing/core/orders/order-event";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import type { LabelChanges, RecordedLabel } from "@stringing/core/ports/order-repository.port";
import type { OrderChanges, OrderStore, OrderStoreTransaction } from "@stringing/core/ports/order-updates.port";
import { OPEN_ORDER_STATUSES } from "@stringing/core/workshop/workshop-board";
import type { CalendarDate } from "@stringing/core/workshop/workshop-calendar";
import { appendOrderEvents } from "./append-order-events.ts";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { chargeSteps } from "./charge-steps.ts";
import { materialSteps } from "./material-steps.ts";
import { toOrder } from "./order-repository.ts";
import { activityLog, orderEvents, orders, outboxEvents, shippingLabels, webhookEvents } from "./schema/index.ts";
import { runStatementText } from "./statement-text.ts";

/** An arbitrary, fixed key for pg_advisory_xact_lock: the one lock every promise is counted under. */
const PROMISE_LOCK_KEY = 727_034;

/**
 * The open orders with a promise, written as the partial index's own
 * predicate (literals, not parameters), so the planner can always use it.
 */
const OPEN_PROMISED = sql.raw(`"orders"."status" in (${OPEN_ORDER_STATUSES.map((status) => `'${status}'`).join(",")}) and "orders"."promised_by" is not null`);

/** A job queue that writes jobs with a transaction (pg-boss's `enqueuerFor`). */
export type TransactionalJobs = { enqueuerFor(transaction: Pick<Executor, "execute">): JobEnqueuer<AppJobs> };

class PostgresOrderStoreTransaction implements OrderStoreTransaction {
  readonly jobs: JobEnqueuer<AppJobs>;
  private readonly shelf: MaterialSteps;
  private readonly charges: ChargeSteps;

  constructor(
    private readonly tx: Executor,
    jobs: TransactionalJobs,
  ) {
    this.jobs = jobs.enqueuerFor(tx);
    this.shelf = materialSteps(tx);
    this.charges = chargeSteps(tx);
  }

  chargesOf(orderId: number) {
    return this.charges.chargesOf(orderId);
  }

  insertCharge(orderId: number, charge: NewCharge) {
    return this.charges.insertCharge(orderId, charge);
  }

  setChargeStatus(orderId: number, chargeId: number, status: ChargeStatus) {
    return this.charges.setChargeStatus(orderId, chargeId, status);
  }

  materialRules() {
    return this.shelf.materialRules();
  }

  takeMaterials(request: TakeRequest) {
    return this.shelf.takeMaterials(request);
  }

  returnMaterials(orderId: number, actor: string | null) {
    return this.shelf.returnMaterials(orderId, actor);
  }

  /** `for update`: a second change to the same order waits here until this one commits. */
  async lockOrder(id: number) {
    const [row] = await this.tx.select().from(orders).where(eq(orders.id, id)).for("update");
    return row ? toOrder(row) : null;
  }

  async updateOrder(id: number, changes: OrderChanges) {
    const [row] = await this.tx
      .update(orders)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    if (!row) throw new Error(`order ${id} vanished while locked`);
    return toOrder(row);
  }

  async insertLabels(orderId: number, labels: readonly RecordedLabel[]) {
    if (!labels.length) return [];
    const rows = await this.tx
      .insert(shippingLabels)
      .values(labels.map((label) => ({ orderId, ...label })))
      .returning({ id: shippingLabels.id });
    return rows.map((row) => row.id);
  }

  async appendEvent(orderId: number, event: NewOrderEvent) {
    const [stored] = await appendOrderEvents(this.tx, orderId, [event]);
    return stored!;
  }

  appendEvents(orderId: number, events: readonly NewOrderEvent[]) {
    return appendOrderEvents(this.tx, orderId, events);
  }

  async updateLabel(orderId: number, labelId: number, changes: LabelChanges) {
    if (!Object.keys(changes).length) return;
    await this.tx.update(shippingLabels).set(changes).where(sql`${shippingLabels.id} = ${labelId} and ${shippingLabels.orderId} = ${orderId}`);
  }

  /** The primary key decides: a second insert of the same id waits for the first transaction, then finds the row. */
  async claimWebhookEvent(provider: string, eventId: string) {
    const inserted = await this.tx.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
    return inserted.length > 0;
  }

  /**
   * The lock is taken before the count, and the count is a new statement, so
   * under read committed it sees every receipt that committed while this one
   * waited. Served by the partial index on open promised orders.
   */
  async promisedCounts(from: CalendarDate) {
    await this.tx.execute(sql`select pg_advisory_xact_lock(${PROMISE_LOCK_KEY})`);
    const rows = await this.tx
      .select({ day: orders.promisedBy, count: count() })
      .from(orders)
      .where(and(OPEN_PROMISED, gte(orders.promisedBy, from)))
      .groupBy(orders.promisedBy);
    return new Map(rows.map((row) => [row.day as CalendarDate, Number(row.count)]));
  }

  async queuedOrderMails(orderId: number) {
    const rows = await this.tx
      .select({ template: sql<string>`${orderEvents.data}->>'template'` })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "mail_queued")))
      .orderBy(asc(orderEvents.id));
    return rows.map((row) => row.template);
  }

  async recordActivity(activity: NewActivity) {
    await this.tx.insert(activityLog).values({ ...activity, summary: storedSummary(activity.summary) });
  }

  async storeEvents(events: readonly DomainEvent[]) {
    if (!events.length) return;
    await this.tx.insert(outboxEvents).values(events.map(({ type, orderId, actor, ...data }) => ({ type, orderId, actor, data })));
  }
}

/** $1 the order: its row locked for the insert, as a unit's lockOrder locks it; no row when there is no such order. */
const APPEND_TO_TIMELINE = `insert into order_events (order_id, type, actor, data)
  select id, $2::text, $3::text, $4::jsonb from orders where id = $1 for update
  returning id`;

/**
 * Each change to an order, its labels, its timeline events, its domain
 * events (the outbox) and the jobs its subscribers queue, in one database
 * transaction. The use cases see it through core's `dispatchingOrderUpdates`.
 */
export class PostgresOrderUpdates implements OrderStore {
  constructor(
    private readonly db: Executor,
    private readonly jobs: TransactionalJobs,
  ) {}

  transaction<T>(work: (transaction: OrderStoreTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PostgresOrderStoreTransaction(tx, this.jobs)));
  }

  /** One statement instead of a transaction's four (begin, lock, insert, commit): every mail a job sends ends with one. */
  async appendToTimeline(orderId: number, event: NewOrderEvent): Promise<boolean> {
    const data = orderEvents.data.mapToDriverValue(event.data);
    const rows = await runStatementText(this.db, APPEND_TO_TIMELINE, [orderId, event.type, event.actor, data]);
    return rows.length > 0;
  }
}

translateStorageErrorsOf(PostgresOrderUpdates);
