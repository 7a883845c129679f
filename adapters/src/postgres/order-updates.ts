import { eq, sql } from "drizzle-orm";
import type { NewOrderEvent } from "@stringing/core/orders/order-event";
import type { LabelChanges, RecordedLabel } from "@stringing/core/ports/order-repository.port";
import type { OrderChanges, OrderUpdates, OrderUpdateUnit } from "@stringing/core/ports/order-updates.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { toOrder, toOrderEvent } from "./order-repository.ts";
import { orderEvents, orders, shippingLabels, webhookEvents } from "./schema/index.ts";

class PostgresOrderUpdateUnit implements OrderUpdateUnit {
  constructor(private readonly tx: Executor) {}

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
    const [row] = await this.tx
      .insert(orderEvents)
      .values({ orderId, ...event })
      .returning();
    return toOrderEvent(row!);
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
}

/** Each change to an order, its labels and its timeline event in one database transaction. */
export class PostgresOrderUpdates implements OrderUpdates {
  constructor(private readonly db: Executor) {}

  inTransaction<T>(work: (unit: OrderUpdateUnit) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PostgresOrderUpdateUnit(tx)));
  }
}

translateStorageErrorsOf(PostgresOrderUpdates);
