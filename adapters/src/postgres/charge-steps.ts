import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Charge } from "@stringing/core/orders/charges/charge";
import type { ChargeSteps, ChargesRepository } from "@stringing/core/orders/charges/charges.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { orderCharges } from "./schema/index.ts";

const toCharge = (row: typeof orderCharges.$inferSelect): Charge => row;

/**
 * The charge steps of an order change, on the change's transaction (core's
 * ChargeSteps). The use cases lock the order's row before deciding, so a
 * decision reads the charge as the last committed decision left it.
 */
export function chargeSteps(tx: Executor): ChargeSteps {
  return {
    async chargesOf(orderId) {
      const rows = await tx.select().from(orderCharges).where(eq(orderCharges.orderId, orderId)).orderBy(asc(orderCharges.id));
      return rows.map(toCharge);
    },
    async insertCharge(orderId, { description, amount }) {
      const [row] = await tx.insert(orderCharges).values({ orderId, description, amount }).returning();
      return toCharge(row!);
    },
    async setChargeStatus(orderId, chargeId, status) {
      const [row] = await tx
        .update(orderCharges)
        .set({ status, decidedAt: sql`now()` })
        .where(and(eq(orderCharges.id, chargeId), eq(orderCharges.orderId, orderId)))
        .returning();
      return row ? toCharge(row) : null;
    },
  };
}

/** The charges beside a page of orders: one statement for all the page's ids, served by the order_id index. */
export class PostgresChargesRepository implements ChargesRepository {
  constructor(private readonly db: Executor) {}

  async ofOrders(orderIds: readonly number[]) {
    const byOrder = new Map<number, Charge[]>();
    if (!orderIds.length) return byOrder;
    const rows = await this.db
      .select()
      .from(orderCharges)
      .where(inArray(orderCharges.orderId, [...new Set(orderIds)]))
      .orderBy(asc(orderCharges.orderId), asc(orderCharges.id));
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toCharge(row)]);
    return byOrder;
  }
}

translateStorageErrorsOf(PostgresChargesRepository);
