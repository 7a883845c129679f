import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { InventoryDeps } from "./create-inventory-item.ts";
import { updatedEntry } from "./history.ts";
import type { InventoryItem, InventoryItemPatch } from "./inventory-item.ts";

/**
 * Changes the fields given and records the change. The item is locked first,
 * so the history's "before" is the row this change replaced.
 */
export const updateInventoryItem =
  (deps: InventoryDeps) =>
  (id: number, patch: InventoryItemPatch, actionBy: string): Promise<Result<InventoryItem>> =>
    deps.inventory.inTransaction(async (unit) => {
      const before = await unit.lockItem(id);
      const after = before && (await unit.updateItem(id, patch));
      if (!before || !after) return err(notFound("Inventory item"));
      await unit.appendHistory([{ ...updatedEntry(before, patch, after), inventoryId: id, actionBy }]);
      return ok(after);
    });
