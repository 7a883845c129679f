/**
 * @module The workshop board's reads (core's WorkshopOrders) in SQL. Each
 * WHERE spells out the predicate of a partial index of migration 0011 as
 * literals, not parameters: statements are prepared (decision record 0021)
 * and a generic plan cannot prove a parameter matches an index predicate, so
 * with `status in ($1, $2)` the planner would fall back to reading the table.
 * - orders_open_promised_idx (promised_by, id) where status in ('pending','in_progress') and promised_by is not null;
 * - orders_awaiting_arrival_idx (created_at, id) where status = 'pending' and received_at is null.
 */
import { and, asc, count, gte, lte, sql, type SQL } from "drizzle-orm";
import type { CalendarDate } from "@stringing/core/workshop/workshop-calendar";
import type { PromiseRange, WorkshopOrders } from "@stringing/core/workshop/workshop-orders.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { toOrder } from "./order-repository.ts";
import { orders } from "./schema/index.ts";

/** orders_open_promised_idx's predicate (OPEN_ORDER_STATUSES). */
const openAndPromised = sql`${orders.status} in ('pending', 'in_progress') and ${orders.promisedBy} is not null`;
/** orders_awaiting_arrival_idx's predicate. */
const awaitingArrival = sql`${orders.status} = 'pending' and ${orders.receivedAt} is null`;

function promiseBounds({ from, to }: PromiseRange): SQL[] {
  return [...(from !== undefined ? [gte(orders.promisedBy, from)] : []), ...(to !== undefined ? [lte(orders.promisedBy, to)] : [])];
}

/** The queries, apart from their mapping, so a test can ask the planner how it runs them. */
export const workshopOrderQueries = {
  promised: (db: Executor, range: PromiseRange, limit: number) =>
    db
      .select()
      .from(orders)
      .where(and(openAndPromised, sql`${orders.receivedAt} is not null`, ...promiseBounds(range)))
      .orderBy(asc(orders.promisedBy), asc(orders.id))
      .limit(limit),
  awaitingArrival: (db: Executor, limit: number) => db.select().from(orders).where(awaitingArrival).orderBy(asc(orders.createdAt), asc(orders.id)).limit(limit),
  promisedCounts: (db: Executor, from: CalendarDate, to: CalendarDate) =>
    db
      .select({ date: orders.promisedBy, count: count() })
      .from(orders)
      .where(and(openAndPromised, ...promiseBounds({ from, to })))
      .groupBy(orders.promisedBy),
};

export class PostgresWorkshopOrders implements WorkshopOrders {
  constructor(private readonly db: Executor) {}

  async promised(range: PromiseRange, limit: number) {
    return (await workshopOrderQueries.promised(this.db, range, limit)).map(toOrder);
  }

  async awaitingArrival(limit: number) {
    return (await workshopOrderQueries.awaitingArrival(this.db, limit)).map(toOrder);
  }

  async promisedCounts(from: CalendarDate, to: CalendarDate) {
    const rows = await workshopOrderQueries.promisedCounts(this.db, from, to);
    return new Map(rows.flatMap(({ date, count }) => (date === null ? [] : [[date, count] as const])));
  }
}

translateStorageErrorsOf(PostgresWorkshopOrders);
