import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { InventoryDeps } from "./create-inventory-item.ts";
import { deletedEntry } from "./history.ts";
import type { InventoryItem } from "./inventory-item.ts";

/** Removes the item; its history, with this last row, stays readable. */
export const deleteInventoryItem =
  (deps: InventoryDeps) =>
  (id: number, actionBy: string): Promise<Result<InventoryItem>> =>
    deps.inventory.inTransaction(async (unit) => {
      const deleted = await unit.deleteItem(id);
      if (!deleted) return err(notFound("Inventory item"));
      await unit.appendHistory([{ ...deletedEntry(deleted), inventoryId: id, actionBy }]);
      return ok(deleted);
    });
