import { and, type AnyColumn, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Order } from "@stringing/core/orders/order";
import type { OrderEvent, OrderEventType } from "@stringing/core/orders/order-event";
import { orderSortOf, type OrderSortKey } from "@stringing/core/orders/order-list-sort";
import { orderCounts, type OrderStatus } from "@stringing/core/orders/order-status";
import type { PaymentStatus } from "@stringing/core/orders/payment-status";
import { storedPocketDetails } from "@stringing/core/orders/pocket-details";
import type { LabelKind } from "@stringing/core/ports/carrier.port";
import type { OrderListQuery, OrderRepository, StoredLabel } from "@stringing/core/ports/order-repository.port";
import { NOT_UNSHIPPED_STATUSES, orderNumberSearch, SHIPPED_STATUSES, type OrderFilter } from "@stringing/core/shipping/order-filters";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { customers, orderEvents, orders, shippingLabels } from "./schema/index.ts";

type OrderRow = typeof orders.$inferSelect;

/** The check constraints keep `status` to the five values and `payment_status` to the four; the pocket is read through its schema, so a part stored by hand that does not parse is left out. */
export const toOrder = (row: OrderRow): Order => ({
  ...row,
  status: row.status as OrderStatus,
  paymentStatus: row.paymentStatus as PaymentStatus,
  pocket: storedPocketDetails(row.pocket),
});

/** Kinds are only ever written from core's list. */
export const toStoredLabel = (row: typeof shippingLabels.$inferSelect): StoredLabel => ({ ...row, kind: row.kind as LabelKind });

/** Types are only ever written from core's list. */
export const toOrderEvent = (row: typeof orderEvents.$inferSelect): OrderEvent => ({ ...row, type: row.type as OrderEventType });

/** `%`, `_` and the escape character itself match literally in a search. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The shipping search (docs/rules/shipping.md, The shipping lists), done in SQL: name, e-mail, address
 * and tracking numbers; an order number (`#12`, or `12` when order 12
 * exists) names only that order, as core's `matchesOrderSearch` does.
 */
function searchCondition(query: string): SQL | undefined {
  const number = orderNumberSearch(query);
  if (number?.only) return number.id ? eq(orders.id, number.id) : sql`false`;
  const pattern = likePattern(query.trim());
  const info = (key: string) => sql`(${orders.shippingInfo} ->> ${key}) ilike ${pattern}`;
  const text = or(
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
  if (!number?.id) return text;
  // Bare digits: that order alone when it exists (one primary-key probe), else the text.
  const named = sql`exists (select 1 from ${orders} as named where named.id = ${number.id})`;
  return or(and(named, eq(orders.id, number.id)), and(sql`not ${named}`, text));
}

function filterCondition(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.paymentStatus) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
  if (filter.shipped === true) conditions.push(inArray(orders.status, [...SHIPPED_STATUSES]));
  if (filter.shipped === false) conditions.push(notInArray(orders.status, [...NOT_UNSHIPPED_STATUSES]));
  if (filter.q?.trim()) conditions.push(searchCondition(filter.q));
  return and(...conditions);
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/**
 * The column each sort key orders by. Names fold case and compare in code
 * point order (`collate "C"`), as core's `compareOrders` does, so the list
 * reads the same on every database whatever its locale.
 */
const sortColumn: Record<OrderSortKey, SQL | AnyColumn> = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: sql`lower(${orders.customerName}) collate "C"`,
  total: orders.servicePrice,
};

/** The query's sort, ties broken by id in the same direction so pages never overlap. */
function orderByOf(query: OrderListQuery): SQL[] {
  const { key, direction } = orderSortOf(query);
  const by = direction === "asc" ? asc : desc;
  return key === "id" ? [by(orders.id)] : [by(sortColumn[key]), by(orders.id)];
}

export class PostgresOrderRepository implements OrderRepository {
  constructor(private readonly db: Executor) {}

  async list(query: OrderListQuery) {
    const base = this.db
      .select()
      .from(orders)
      .where(filterCondition(query))
      .orderBy(...orderByOf(query))
      .$dynamic();
    if (query.limit !== undefined) base.limit(query.limit);
    if (query.offset !== undefined) base.offset(query.offset);
    return (await base).map(toOrder);
  }

  async count(filter: OrderFilter) {
    const [row] = await this.db.select({ count: count() }).from(orders).where(filterCondition(filter));
    return row?.count ?? 0;
  }

  async countByStatus() {
    const rows = await this.db
      .select({ status: orders.status, count: count(), unpaid: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'unpaid')`.mapWith(Number) })
      .from(orders)
      .groupBy(orders.status);
    return orderCounts(
      rows,
      rows.reduce((sum, row) => sum + row.unpaid, 0),
    );
  }

  async findById(id: number) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row ? toOrder(row) : null;
  }

  async findByTrackingToken(token: string) {
    const [row] = await this.db.select().from(orders).where(eq(orders.trackingToken, token));
    return row ? toOrder(row) : null;
  }

  async events(orderId: number) {
    const [order] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) return null;
    const rows = await this.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
    return rows.map(toOrderEvent);
  }

  async labels(orderId: number) {
    return (await this.labelsOf(orderId)).map(toStoredLabel);
  }

  async findLabel(labelId: number) {
    const [row] = await this.db.select().from(shippingLabels).where(eq(shippingLabels.id, labelId));
    return row ? toStoredLabel(row) : null;
  }

  /** The tracking number's index (migration 0003) finds it. */
  async findLabelByTrackingNumber(trackingNumber: string) {
    const [row] = await this.db
      .select()
      .from(shippingLabels)
      .where(eq(shippingLabels.trackingNumber, trackingNumber))
      .orderBy(desc(shippingLabels.id))
      .limit(1);
    return row ? toStoredLabel(row) : null;
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

  async delete(id: number) {
    const removed = await this.db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
    return removed.length > 0;
  }

  /** Every label made for an order, oldest first. */
  async labelsOf(orderId: number) {
    return this.db.select().from(shippingLabels).where(eq(shippingLabels.orderId, orderId)).orderBy(asc(shippingLabels.id));
  }
}

translateStorageErrorsOf(PostgresOrderRepository);
