import type { InventoryHistoryEntry } from "../inventory/history.ts";
import type { InventoryItem, InventoryItemPatch, NewInventoryItem } from "../inventory/inventory-item.ts";
import { stockState, summarizeStock, needsRestock, type InventoryListQuery } from "../inventory/stock-state.ts";
import type { HistoryRow, InventoryRepository, InventoryUnit } from "../ports/inventory-repository.port.ts";
import type { Paging } from "../shared/paging.ts";

type Tables = { items: InventoryItem[]; history: InventoryHistoryEntry[] };

const copy = (tables: Tables): Tables => ({ items: tables.items.map((item) => ({ ...item })), history: [...tables.history] });

/** Code-unit order, as Postgres's C collation sorts text. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const page = <T>(rows: T[], paging: Paging): T[] => {
  const start = paging.offset ?? 0;
  return rows.slice(start, paging.limit === undefined ? undefined : start + paging.limit);
};

/**
 * Inventory rows in memory, with transactions that really roll back (a copy
 * is committed only when the work succeeds) and run one at a time, as row
 * locks would serialise them.
 */
export class InMemoryInventory implements InventoryRepository {
  tables: Tables = { items: [], history: [] };
  private queue: Promise<unknown> = Promise.resolve();
  private nextItemId = 1;
  private nextHistoryId = 1;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async list(query: InventoryListQuery & Paging) {
    const matching = this.tables.items.filter(
      (item) => (!query.category || item.category === query.category) && (!query.stock || stockState(item) === query.stock),
    );
    const sign = query.direction === "desc" ? -1 : 1;
    const sorted = matching.sort((a, b) =>
      query.sort === "quantity"
        ? sign * (a.quantity - b.quantity) || compareText(a.name, b.name) || a.id - b.id
        : sign * compareText(a.name, b.name) || a.id - b.id,
    );
    return page(sorted, query).map((item) => ({ ...item }));
  }

  async listLow() {
    return this.tables.items
      .filter(needsRestock)
      .sort((a, b) => a.quantity - b.quantity || compareText(a.name, b.name) || a.id - b.id)
      .map((item) => ({ ...item }));
  }

  async summary() {
    return summarizeStock(this.tables.items);
  }

  async find(id: number) {
    const found = this.tables.items.find((item) => item.id === id);
    return found ? { ...found } : null;
  }

  async history(inventoryId: number) {
    const rows = this.tables.history
      .filter((row) => row.inventoryId === inventoryId)
      .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime() || b.id - a.id);
    if (rows.length === 0 && !(await this.find(inventoryId))) return null;
    return rows.map((row) => ({ ...row }));
  }

  inTransaction<T>(work: (unit: InventoryUnit) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const draft = copy(this.tables);
      const result = await work(this.unit(draft));
      this.tables = draft;
      return result;
    });
    this.queue = run.catch(() => {});
    return run;
  }

  /** Ids come from counters outside the draft: like sequences, a rolled-back id is never given out again. */
  private unit(draft: Tables): InventoryUnit {
    const found = (id: number) => draft.items.find((item) => item.id === id);
    return {
      lockItem: async (id) => {
        const item = found(id);
        return item ? { ...item } : null;
      },
      lockCategory: async (category) =>
        draft.items
          .filter((item) => item.category === category)
          .sort((a, b) => a.id - b.id)
          .map((item) => ({ ...item })),
      insertItems: async (items: NewInventoryItem[]) =>
        items.map((item) => {
          const at = this.now();
          const stored: InventoryItem = { ...item, id: this.nextItemId++, createdAt: at, updatedAt: at };
          draft.items.push(stored);
          return { ...stored };
        }),
      updateItem: async (id, patch: InventoryItemPatch) => {
        const item = found(id);
        if (!item) return null;
        for (const [key, value] of Object.entries(patch)) if (value !== undefined) Object.assign(item, { [key]: value });
        item.updatedAt = this.now();
        return { ...item };
      },
      setQuantities: async (quantities) => {
        const changed: InventoryItem[] = [];
        for (const { id, quantity } of quantities) {
          const item = found(id);
          if (!item) continue;
          Object.assign(item, { quantity, updatedAt: this.now() });
          changed.push({ ...item });
        }
        return changed.sort((a, b) => a.id - b.id);
      },
      deleteItem: async (id) => {
        const item = found(id);
        if (!item) return null;
        draft.items = draft.items.filter((row) => row.id !== id);
        return { ...item };
      },
      appendHistory: async (rows: HistoryRow[]) => {
        for (const row of rows) draft.history.push({ ...row, orderId: null, id: this.nextHistoryId++, timestamp: this.now() });
      },
    };
  }
}
