import { describe, expect, it } from "vitest";
import { importInventoryCsv } from "@stringing/core/inventory/import-inventory-csv";
import { inventoryContract } from "@stringing/core/testing/contracts/inventory-contract";
import { PostgresInventoryRepository } from "./inventory-repository.ts";
import { inventoryHistory } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, freshOn, useTestDatabase } from "./use-test-database.ts";

for (const target of testDatabaseTargets()) {
  describe(`PostgresInventoryRepository on ${target.name}`, () => {
    const database = useTestDatabase(target);
    inventoryContract(freshOn(database, (db) => new PostgresInventoryRepository(db)));

    it("rolls the whole change back when the database refuses a value part-way", async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      const repo = new PostgresInventoryRepository(db);
      await expect(
        repo.inTransaction(async (unit) => {
          const stored = await unit.insertItems([{ name: "Should vanish", category: "mesh", quantity: 1, threshold: 1 }]);
          await unit.appendHistory(
            stored.map((item) => ({ inventoryId: item.id, actionType: "create", description: "x", quantityBefore: null, quantityAfter: 1, actionBy: "t" })),
          );
          await unit.insertItems([{ name: "Overflow", category: "mesh", quantity: 3_000_000_000, threshold: 1 }]);
        }),
      ).rejects.toThrow();
      expect(await repo.list({})).toEqual([]);
      expect(await db.select().from(inventoryHistory)).toEqual([]);
    });

    it("imports and bulk-updates more rows than one statement can carry", async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      const repo = new PostgresInventoryRepository(db);
      const csv = ["name,category,quantity,threshold", ...Array.from({ length: 2500 }, (_, index) => `Bulk item ${index},other,${index},5`)].join("\n");
      expect(await importInventoryCsv({ inventory: repo })(csv, "importer")).toEqual({ ok: true, value: 2500 });
      expect((await repo.summary()).total).toBe(2500);
      const stored = await repo.inTransaction(async (unit) =>
        unit.setQuantities((await unit.lockCategory("other")).map((item) => ({ id: item.id, quantity: item.quantity + 1 }))),
      );
      expect(stored).toHaveLength(2500);
      expect((await repo.list({ sort: "quantity", direction: "desc", limit: 1 }))[0]).toMatchObject({ name: "Bulk item 2499", quantity: 2500 });
    });
  });
}
