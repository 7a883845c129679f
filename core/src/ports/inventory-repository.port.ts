import type { InventoryHistoryEntry, NewHistoryEntry } from "../inventory/history.ts";
import type { InventoryItem, InventoryItemPatch, NewInventoryItem } from "../inventory/inventory-item.ts";
import type { InventoryListQuery, InventorySummary } from "../inventory/stock-state.ts";
import type { Paging } from "../shared/paging.ts";

/** A history row as a change writes it; id and timestamp come from storage. */
export type HistoryRow = NewHistoryEntry & { inventoryId: number };

/**
 * The rows one inventory change reads and writes; every call runs inside the
 * same transaction. Rules (the bulk operation, what a history entry says) are
 * the use cases'; this only stores.
 */
export interface InventoryUnit {
  /** The item, locked until the transaction ends; null when there is no such item. */
  lockItem(id: number): Promise<InventoryItem | null>;
  /** Every item of the category, locked until the transaction ends, by id. */
  lockCategory(category: string): Promise<InventoryItem[]>;
  /** Stores the items, in order, and answers them as stored (any number of them). */
  insertItems(items: NewInventoryItem[]): Promise<InventoryItem[]>;
  /** Changes the given fields (and the update time); null when there is no such item. */
  updateItem(id: number, patch: InventoryItemPatch): Promise<InventoryItem | null>;
  /** Sets each listed item's quantity (and update time); answers the items changed, by id. */
  setQuantities(quantities: { id: number; quantity: number }[]): Promise<InventoryItem[]>;
  /** The deleted item, or null when there is no such item. Its history stays. */
  deleteItem(id: number): Promise<InventoryItem | null>;
  appendHistory(rows: HistoryRow[]): Promise<void>;
}

/** Inventory items and their history: reads, and changes made atomically through a unit. */
export interface InventoryRepository {
  /** By name then id; by quantity (then name, id) with `sort: "quantity"`. */
  list(query: InventoryListQuery & Paging): Promise<InventoryItem[]>;
  /** Items at or below their threshold (out-of-stock included), lowest quantity first, then name, id. */
  listLow(): Promise<InventoryItem[]>;
  summary(): Promise<InventorySummary>;
  find(id: number): Promise<InventoryItem | null>;
  /** Newest first (then the later-written first); null when the id never existed (no item and no history). */
  history(inventoryId: number): Promise<InventoryHistoryEntry[] | null>;
  /** Runs the work in one transaction: all of its writes happen or none do. */
  inTransaction<T>(work: (unit: InventoryUnit) => Promise<T>): Promise<T>;
}
