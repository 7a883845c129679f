import type { DomainError } from "../shared/errors.ts";
import { ok, type Result } from "../shared/result.ts";
import type { InventoryDeps } from "./create-inventory-item.ts";
import { parseInventoryCsv } from "./csv-import.ts";
import { createdEntry } from "./history.ts";

/**
 * docs/rules/inventory.md, Batch import: the import is atomic. The CSV is read whole first (one bad line
 * refuses it, naming the line); then every item and its "Imported with
 * quantity N" row are stored in one transaction, or none of them.
 */
export const importInventoryCsv =
  (deps: InventoryDeps) =>
  async (csvData: string, actionBy: string): Promise<Result<number, DomainError>> => {
    const parsed = parseInventoryCsv(csvData);
    if (!parsed.ok) return parsed;
    const count = await deps.inventory.inTransaction(async (unit) => {
      const created = await unit.insertItems(parsed.value);
      await unit.appendHistory(created.map((item) => ({ ...createdEntry(item, "imported"), inventoryId: item.id, actionBy })));
      return created.length;
    });
    return ok(count);
  };
