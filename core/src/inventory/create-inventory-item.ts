import type { InventoryRepository } from "../ports/inventory-repository.port.ts";
import { createdEntry } from "./history.ts";
import type { InventoryItem, NewInventoryItem } from "./inventory-item.ts";

export type InventoryDeps = { inventory: InventoryRepository };

/** Adds an item and its "Created with quantity N" history row, together. */
export const createInventoryItem =
  (deps: InventoryDeps) =>
  (item: NewInventoryItem, actionBy: string): Promise<InventoryItem> =>
    deps.inventory.inTransaction(async (unit) => {
      const [created] = await unit.insertItems([item]);
      if (!created) throw new Error("the inventory store stored no item");
      await unit.appendHistory([{ ...createdEntry(created), inventoryId: created.id, actionBy }]);
      return created;
    });
