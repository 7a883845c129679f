import type { BulkOperation } from "./bulk-update.ts";
import type { InventoryItem, InventoryItemPatch } from "./inventory-item.ts";

export const HISTORY_ACTIONS = ["add", "remove", "update", "create", "delete"] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** docs/rules/inventory.md, History: one row per change, written by the server. */
export type InventoryHistoryEntry = {
  id: number;
  inventoryId: number;
  timestamp: Date;
  description: string;
  quantityBefore: number | null;
  quantityAfter: number | null;
  actionType: HistoryAction;
  actionBy: string | null;
  /** The order whose materials moved the stock (docs/rules/inventory.md, Materials off the shelf); null for the owner's own changes. */
  orderId: number | null;
};

/** What a repository writes; id and timestamp come from the database, an order's take is written by the order change. */
export type NewHistoryEntry = Omit<InventoryHistoryEntry, "id" | "timestamp" | "inventoryId" | "orderId">;

const arrow = (before: number, after: number) => `(${before} → ${after})`;

/** add when the quantity rose, remove when it fell, update otherwise. */
export const actionForChange = (before: number, after: number): HistoryAction => (after > before ? "add" : after < before ? "remove" : "update");

/** "Added 5 (3 → 8)", "Removed 2 (8 → 6)", or "" when the quantity did not move. */
export function describeQuantityChange(before: number, after: number): string {
  if (after > before) return `Added ${after - before} ${arrow(before, after)}`;
  if (after < before) return `Removed ${before - after} ${arrow(before, after)}`;
  return "";
}

export const createdEntry = (item: Pick<InventoryItem, "quantity">, how: "created" | "imported" = "created"): NewHistoryEntry => ({
  actionType: "create",
  description: `${how === "imported" ? "Imported" : "Created"} with quantity ${item.quantity}`,
  quantityBefore: null,
  quantityAfter: item.quantity,
  actionBy: null,
});

/** An edit: names every field that changed and the quantity movement, if any. */
export function updatedEntry(before: InventoryItem, patch: InventoryItemPatch, after: InventoryItem): NewHistoryEntry {
  const others = (["name", "category", "threshold"] as const)
    .filter((field) => patch[field] !== undefined && before[field] !== after[field])
    .map((field) => `${field} ${JSON.stringify(before[field])} → ${JSON.stringify(after[field])}`);
  const parts = [describeQuantityChange(before.quantity, after.quantity), others.length ? `Updated ${others.join(", ")}` : ""].filter(Boolean);
  return {
    actionType: actionForChange(before.quantity, after.quantity),
    description: parts.join("; ") || "Saved without changes",
    quantityBefore: before.quantity,
    quantityAfter: after.quantity,
    actionBy: null,
  };
}

const operationWords: Record<BulkOperation, string> = { add: "add", subtract: "subtract", set: "set to" };

export function bulkEntry(before: number, after: number, operation: BulkOperation, adjustment: number): NewHistoryEntry {
  const change = describeQuantityChange(before, after) || `No change ${arrow(before, after)}`;
  return {
    actionType: actionForChange(before, after),
    description: `Bulk ${operationWords[operation]} ${adjustment}: ${change}`,
    quantityBefore: before,
    quantityAfter: after,
    actionBy: null,
  };
}

export const deletedEntry = (item: Pick<InventoryItem, "name" | "quantity">): NewHistoryEntry => ({
  actionType: "delete",
  description: `Deleted ${JSON.stringify(item.name)} with quantity ${item.quantity}`,
  quantityBefore: item.quantity,
  quantityAfter: null,
  actionBy: null,
});
