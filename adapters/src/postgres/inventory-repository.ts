import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { HistoryAction } from "@stringing/core/inventory/history";
import type { InventoryItem, InventoryItemPatch, NewInventoryItem } from "@stringing/core/inventory/inventory-item";
import { lowStockPercentage, type InventoryListQuery } from "@stringing/core/inventory/stock-state";
import type { HistoryRow, InventoryRepository, InventoryUnit } from "@stringing/core/ports/inventory-repository.port";
import type { Paging } from "@stringing/core/shared/paging";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { inventory, inventoryHistory } from "./schema/index.ts";

// Keeps each multi-row statement well under Postgres's 65,535 bind parameters.
const CHUNK = 1000;

const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += CHUNK) out.push(rows.slice(at, at + CHUNK));
  return out;
};

const byId = (a: InventoryItem, b: InventoryItem) => a.id - b.id;

/** The rows of one change, inside its transaction. */
class PostgresInventoryUnit implements InventoryUnit {
  constructor(private readonly tx: Executor) {}

  async lockItem(id: number) {
    const [row] = await this.tx.select().from(inventory).where(eq(inventory.id, id)).for("update");
    return row ?? null;
  }

  lockCategory(category: string) {
    return this.tx.select().from(inventory).where(eq(inventory.category, category)).orderBy(asc(inventory.id)).for("update");
  }

  async insertItems(items: NewInventoryItem[]) {
    const stored: InventoryItem[] = [];
    for (const chunk of chunks(items)) stored.push(...(await this.tx.insert(inventory).values(chunk).returning()));
    return stored;
  }

  async updateItem(id: number, patch: InventoryItemPatch) {
    const [row] = await this.tx
      .update(inventory)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(inventory.id, id))
      .returning();
    return row ?? null;
  }

  async setQuantities(quantities: { id: number; quantity: number }[]) {
    const stored: InventoryItem[] = [];
    for (const chunk of chunks(quantities)) {
      // One statement per chunk: the new quantities travel as two parallel arrays.
      const ids = sql`array[${sql.join(
        chunk.map((row) => sql`${row.id}`),
        sql`, `,
      )}]::integer[]`;
      const values = sql`array[${sql.join(
        chunk.map((row) => sql`${row.quantity}`),
        sql`, `,
      )}]::integer[]`;
      const changed = await this.tx
        .update(inventory)
        .set({
          quantity: sql`(select next.quantity from unnest(${ids}, ${values}) as next(id, quantity) where next.id = ${inventory.id})`,
          updatedAt: new Date(),
        })
        .where(
          inArray(
            inventory.id,
            chunk.map((row) => row.id),
          ),
        )
        .returning();
      stored.push(...changed);
    }
    return stored.sort(byId);
  }

  async deleteItem(id: number) {
    const [row] = await this.tx.delete(inventory).where(eq(inventory.id, id)).returning();
    return row ?? null;
  }

  async appendHistory(rows: HistoryRow[]) {
    for (const chunk of chunks(rows)) await this.tx.insert(inventoryHistory).values(chunk);
  }
}

/** Inventory rows and their history rows; the rules that write them are core's. */
export class PostgresInventoryRepository implements InventoryRepository {
  constructor(private readonly db: Executor) {}

  async list(query: InventoryListQuery & Paging): Promise<InventoryItem[]> {
    const conditions: SQL[] = [];
    if (query.category) conditions.push(eq(inventory.category, query.category));
    if (query.stock === "out") conditions.push(lte(inventory.quantity, 0));
    if (query.stock === "low") conditions.push(gt(inventory.quantity, 0), lte(inventory.quantity, inventory.threshold));
    if (query.stock === "in") conditions.push(gt(inventory.quantity, inventory.threshold));
    const direction = query.direction === "desc" ? desc : asc;
    const order =
      query.sort === "quantity" ? [direction(inventory.quantity), asc(inventory.name), asc(inventory.id)] : [direction(inventory.name), asc(inventory.id)];
    let statement = this.db
      .select()
      .from(inventory)
      .where(and(...conditions))
      .orderBy(...order)
      .$dynamic();
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

  async history(inventoryId: number) {
    const rows = await this.db
      .select()
      .from(inventoryHistory)
      .where(eq(inventoryHistory.inventoryId, inventoryId))
      .orderBy(desc(inventoryHistory.timestamp), desc(inventoryHistory.id));
    if (rows.length === 0 && !(await this.find(inventoryId))) return null;
    return rows.map((row) => ({ ...row, actionType: row.actionType as HistoryAction }));
  }

  inTransaction<T>(work: (unit: InventoryUnit) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PostgresInventoryUnit(tx)));
  }
}

translateStorageErrorsOf(PostgresInventoryRepository);
