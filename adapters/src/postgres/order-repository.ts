import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Order } from "@stringing/core/orders/order";
import { orderCounts, type OrderStatus } from "@stringing/core/orders/order-status";
import type { OrderListQuery, OrderRepository, OrderShippingChanges, RecordedLabel } from "@stringing/core/ports/order-repository.port";
import { NOT_UNSHIPPED_STATUSES, SHIPPED_STATUSES } from "@stringing/core/shipping/order-filters";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { customers, orders, shippingLabels } from "./schema/index.ts";

type OrderRow = typeof orders.$inferSelect;

/** The check constraint keeps `status` to the five values. */
export const toOrder = (row: OrderRow): Order => ({ ...row, status: row.status as OrderStatus });

/** `%`, `_` and the escape character itself match literally in a search. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The shipping search of admin spec §2, done in SQL: name, e-mail, address and tracking numbers. */
function searchCondition(query: string): SQL | undefined {
  const pattern = likePattern(query.trim());
  const info = (key: string) => sql`(${orders.shippingInfo} ->> ${key}) ilike ${pattern}`;
  return or(
    ilike(orders.customerName, pattern),
    ilike(orders.customerEmail, pattern),
    info("address"),
    info("city"),
    info("state"),
    info("zip"),
    ilike(orders.trackingNumber, pattern),
    ilike(orders.returnTrackingNumber, pattern),
    ilike(orders.outboundTrackingNumber, pattern),
  );
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

export class PostgresOrderRepository implements OrderRepository {
  constructor(private readonly db: Executor) {}

  async list(query: OrderListQuery) {
    const conditions: (SQL | undefined)[] = [];
    if (query.status) conditions.push(eq(orders.status, query.status));
    if (query.shipped === true) conditions.push(inArray(orders.status, [...SHIPPED_STATUSES]));
    if (query.shipped === false) conditions.push(notInArray(orders.status, [...NOT_UNSHIPPED_STATUSES]));
    if (query.q?.trim()) conditions.push(searchCondition(query.q));
    const base = this.db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .$dynamic();
    if (query.limit !== undefined) base.limit(query.limit);
    if (query.offset !== undefined) base.offset(query.offset);
    return (await base).map(toOrder);
  }

  async countByStatus() {
    const rows = await this.db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
    return orderCounts(rows);
  }

  async findById(id: number) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row ? toOrder(row) : null;
  }

  async listByCustomer(customerId: number) {
    const [customer] = await this.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    if (!customer) return null;
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(...newestFirst);
    return rows.map(toOrder);
  }

  async update(id: number, changes: OrderShippingChanges) {
    const [row] = await this.db
      .update(orders)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    return row ? toOrder(row) : null;
  }

  async delete(id: number) {
    const removed = await this.db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
    return removed.length > 0;
  }

  async recordLabels(id: number, labels: RecordedLabel[], changes: OrderShippingChanges) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      if (!row) return null;
      const inserted = labels.length
        ? await tx
            .insert(shippingLabels)
            .values(labels.map((label) => ({ orderId: id, ...label })))
            .returning({ id: shippingLabels.id })
        : [];
      return { order: toOrder(row), labelIds: inserted.map((label) => label.id) };
    });
  }

  /** Every label made for an order, oldest first. */
  async labelsOf(orderId: number) {
    return this.db.select().from(shippingLabels).where(eq(shippingLabels.orderId, orderId)).orderBy(asc(shippingLabels.id));
  }
}

translateStorageErrorsOf(PostgresOrderRepository);
