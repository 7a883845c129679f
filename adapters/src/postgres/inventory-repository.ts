import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { applyBulkOperation, type BulkUpdate } from "@stringing/core/inventory/bulk-update";
import { bulkEntry, createdEntry, deletedEntry, updatedEntry, type HistoryAction, type NewHistoryEntry } from "@stringing/core/inventory/history";
import { MAX_QUANTITY, type InventoryItem, type InventoryItemPatch, type NewInventoryItem } from "@stringing/core/inventory/inventory-item";
import { lowStockPercentage, type InventoryListQuery } from "@stringing/core/inventory/stock-state";
import type { InventoryRepository } from "@stringing/core/ports/inventory-repository.port";
import type { Paging } from "@stringing/core/shared/paging";
import type { Executor } from "./db.ts";
import { inventory, inventoryHistory } from "./schema/index.ts";

// Keeps each multi-row insert well under Postgres's 65,535 bind parameters.
const INSERT_CHUNK = 1000;

const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) out.push(rows.slice(at, at + INSERT_CHUNK));
  return out;
};

export class PostgresInventoryRepository implements InventoryRepository {
  constructor(private readonly db: Executor) {}

  private async writeHistory(tx: Executor, entries: (NewHistoryEntry & { inventoryId: number })[], actionBy: string) {
    for (const chunk of chunks(entries)) {
      if (chunk.length) await tx.insert(inventoryHistory).values(chunk.map((entry) => ({ ...entry, actionBy })));
    }
  }

  async list(query: InventoryListQuery & Paging): Promise<InventoryItem[]> {
    const conditions: SQL[] = [];
    if (query.category) conditions.push(eq(inventory.category, query.category));
    if (query.stock === "out") conditions.push(lte(inventory.quantity, 0));
    if (query.stock === "low") conditions.push(gt(inventory.quantity, 0), lte(inventory.quantity, inventory.threshold));
    if (query.stock === "in") conditions.push(gt(inventory.quantity, inventory.threshold));
    const direction = query.direction === "desc" ? desc : asc;
    const order = query.sort === "quantity" ? [direction(inventory.quantity), asc(inventory.name), asc(inventory.id)] : [direction(inventory.name), asc(inventory.id)];
    let statement = this.db.select().from(inventory).where(and(...conditions)).orderBy(...order).$dynamic();
    if (query.limit !== undefined) statement = statement.limit(query.limit);
    if (query.offset !== undefined) statement = statement.offset(query.offset);
    return statement;
  }

  async listLow(): Promise<InventoryItem[]> {
    return this.db
      .select()
      .from(inventory)
      .where(lte(inventory.quantity, inventory.threshold))
      .orderBy(asc(inventory.quantity), asc(inventory.name), asc(inventory.id));
  }

  async summary() {
    const [row] = await this.db
      .select({
        total: count(),
        low: sql<number>`count(*) filter (where ${inventory.quantity} <= ${inventory.threshold})`.mapWith(Number),
        out: sql<number>`count(*) filter (where ${inventory.quantity} <= 0)`.mapWith(Number),
      })
      .from(inventory);
    const total = row?.total ?? 0;
    const low = row?.low ?? 0;
    return { total, low, out: row?.out ?? 0, lowPercentage: lowStockPercentage(low, total) };
  }

  async find(id: number) {
    const [row] = await this.db.select().from(inventory).where(eq(inventory.id, id));
    return row ?? null;
  }

  async create(item: NewInventoryItem, actionBy: string) {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(inventory).values(item).returning();
      if (!created) throw new Error("insert returned no row");
      await this.writeHistory(tx, [{ ...createdEntry(created), inventoryId: created.id }], actionBy);
      return created;
    });
  }

  async update(id: number, patch: InventoryItemPatch, actionBy: string) {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(inventory).where(eq(inventory.id, id)).for("update");
      if (!before) return null;
      const [after] = await tx
        .update(inventory)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(inventory.id, id))
        .returning();
      if (!after) return null;
      await this.writeHistory(tx, [{ ...updatedEntry(before, patch, after), inventoryId: id }], actionBy);
      return after;
    });
  }

  async delete(id: number, actionBy: string) {
    return this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(inventory).where(eq(inventory.id, id)).returning();
      if (!deleted) return null;
      await this.writeHistory(tx, [{ ...deletedEntry(deleted), inventoryId: id }], actionBy);
      return deleted;
    });
  }

  async bulkUpdate({ category, operation, adjustment }: BulkUpdate, actionBy: string) {
    return this.db.transaction(async (tx) => {
      // Lock the rows first so the "before" quantities in the history are the ones we change.
      const before = await tx
        .select({ id: inventory.id, quantity: inventory.quantity })
        .from(inventory)
        .where(eq(inventory.category, category))
        .for("update");
      if (before.length === 0) return 0;
      // The same rule as applyBulkOperation: subtract stops at 0, nothing exceeds MAX_QUANTITY.
      const next =
        operation === "add"
          ? sql`least(${inventory.quantity} + ${adjustment}::integer, ${MAX_QUANTITY}::integer)`
          : operation === "subtract"
            ? sql`greatest(${inventory.quantity} - ${adjustment}::integer, 0)`
            : sql`${adjustment}::integer`;
      const after = await tx
        .update(inventory)
        .set({ quantity: next, updatedAt: new Date() })
        .where(inArray(inventory.id, before.map((row) => row.id)))
        .returning({ id: inventory.id, quantity: inventory.quantity });
      const quantityAfter = new Map(after.map((row) => [row.id, row.quantity]));
      await this.writeHistory(
        tx,
        before.map((row) => ({
          ...bulkEntry(row.quantity, quantityAfter.get(row.id) ?? applyBulkOperation(row.quantity, operation, adjustment), operation, adjustment),
          inventoryId: row.id,
        })),
        actionBy,
      );
      return after.length;
    });
  }

  async importItems(items: NewInventoryItem[], actionBy: string) {
    if (items.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      let imported = 0;
      for (const chunk of chunks(items)) {
        const created = await tx.insert(inventory).values(chunk).returning();
        await this.writeHistory(tx, created.map((row) => ({ ...createdEntry(row, "imported"), inventoryId: row.id })), actionBy);
        imported += created.length;
      }
      return imported;
    });
  }

  async history(inventoryId: number) {
    const rows = await this.db
      .select()
      .from(inventoryHistory)
      .where(eq(inventoryHistory.inventoryId, inventoryId))
      .orderBy(desc(inventoryHistory.timestamp), desc(inventoryHistory.id));
    if (rows.length === 0 && !(await this.find(inventoryId))) return null;
    return rows.map((row) => ({ ...row, actionType: row.actionType as HistoryAction }));
  }
}
