/** @module An inventory item and its history entry as the API sends them (JSON: dates are ISO strings). */
import type { HistoryAction } from "@stringing/core/inventory/history";

export type InventoryItem = {
  id: number;
  name: string;
  category: string;
  quantity: number;
  threshold: number;
  createdAt: string;
  updatedAt: string;
};

export type InventoryHistoryEntry = {
  id: number;
  inventoryId: number;
  timestamp: string;
  description: string;
  quantityBefore: number | null;
  quantityAfter: number | null;
  actionType: HistoryAction;
  actionBy: string | null;
};
