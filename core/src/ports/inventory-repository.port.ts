import type { BulkUpdate } from "../inventory/bulk-update.ts";
import type { InventoryHistoryEntry } from "../inventory/history.ts";
import type { InventoryItem, InventoryItemPatch, NewInventoryItem } from "../inventory/inventory-item.ts";
import type { InventoryListQuery, InventorySummary } from "../inventory/stock-state.ts";
import type { Paging } from "../shared/paging.ts";

/**
 * Inventory items and their history. Every change writes its history row
 * in the same transaction as the change, with `actionBy` the admin's username.
 */
export interface InventoryRepository {
  /** By name then id; by quantity (then name, id) with `sort: "quantity"`. */
  list(query: InventoryListQuery & Paging): Promise<InventoryItem[]>;
  /** Items at or below their threshold (out-of-stock included), lowest quantity first. */
  listLow(): Promise<InventoryItem[]>;
  summary(): Promise<InventorySummary>;
  find(id: number): Promise<InventoryItem | null>;
  create(item: NewInventoryItem, actionBy: string): Promise<InventoryItem>;
  /** null when no such item. */
  update(id: number, patch: InventoryItemPatch, actionBy: string): Promise<InventoryItem | null>;
  /** The deleted item, or null when no such item. */
  delete(id: number, actionBy: string): Promise<InventoryItem | null>;
  /** Applies the operation to every item of the category in one transaction; returns how many items it updated. */
  bulkUpdate(update: BulkUpdate, actionBy: string): Promise<number>;
  /** Creates all items or none; returns how many. */
  importItems(items: NewInventoryItem[], actionBy: string): Promise<number>;
  /** Newest first; null when the id never existed (no item and no history). */
  history(inventoryId: number): Promise<InventoryHistoryEntry[] | null>;
}
