import { applyBulkOperation, type BulkUpdate } from "./bulk-update.ts";
import type { InventoryDeps } from "./create-inventory-item.ts";
import { bulkEntry } from "./history.ts";

/**
 * docs/rules/inventory.md, Bulk update: applies the operation to every item of the category at once
 * (subtract stops at 0) with a history row for each; answers how
 * many items it changed. The rows are locked first, so the "before" of each
 * history row is the quantity this change replaced.
 */
export const bulkUpdateCategory =
  (deps: InventoryDeps) =>
  ({ category, operation, adjustment }: BulkUpdate, actionBy: string): Promise<number> =>
    deps.inventory.inTransaction(async (unit) => {
      const items = await unit.lockCategory(category);
      if (items.length === 0) return 0;
      const before = new Map(items.map((item) => [item.id, item.quantity]));
      const after = await unit.setQuantities(items.map((item) => ({ id: item.id, quantity: applyBulkOperation(item.quantity, operation, adjustment) })));
      await unit.appendHistory(
        after.map((item) => ({ ...bulkEntry(before.get(item.id) ?? item.quantity, item.quantity, operation, adjustment), inventoryId: item.id, actionBy })),
      );
      return after.length;
    });
