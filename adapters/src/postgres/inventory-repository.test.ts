import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PostgresInventoryRepository } from "./inventory-repository.ts";
import { inventory, inventoryHistory } from "./schema/index.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";

for (const target of testDatabaseTargets()) {
  describe(`inventory repository (${target.name})`, () => {
    let database: TestDatabase;
    let repo: PostgresInventoryRepository;
    beforeAll(async () => {
      database = await target.open();
      repo = new PostgresInventoryRepository(database.handle.db);
    });
    afterAll(() => database?.dispose());

    const reset = async () => {
      await database.handle.db.delete(inventory);
      await database.handle.db.delete(inventoryHistory);
    };

    it("creates, updates and deletes with a history row for each, newest first", async () => {
      await reset();
      const created = await repo.create({ name: "Hard mesh", category: "mesh", quantity: 3, threshold: 2 }, "owner");
      expect(created).toMatchObject({ name: "Hard mesh", category: "mesh", quantity: 3, threshold: 2 });
      const updated = await repo.update(created.id, { quantity: 8 }, "owner");
      expect(updated?.quantity).toBe(8);
      await repo.update(created.id, { quantity: 6, name: "Soft mesh" }, "helper");
      expect(await repo.delete(created.id, "owner")).toMatchObject({ id: created.id, name: "Soft mesh" });
      expect(await repo.find(created.id)).toBeNull();

      const history = await repo.history(created.id);
      expect(history?.map(({ actionType, quantityBefore, quantityAfter, actionBy }) => ({ actionType, quantityBefore, quantityAfter, actionBy }))).toEqual([
        { actionType: "delete", quantityBefore: 6, quantityAfter: null, actionBy: "owner" },
        { actionType: "remove", quantityBefore: 8, quantityAfter: 6, actionBy: "helper" },
        { actionType: "add", quantityBefore: 3, quantityAfter: 8, actionBy: "owner" },
        { actionType: "create", quantityBefore: null, quantityAfter: 3, actionBy: "owner" },
      ]);
      expect(history?.[2]?.description).toBe("Added 5 (3 → 8)");
      expect(history?.[0]?.timestamp).toBeInstanceOf(Date);
    });

    it("answers null for unknown ids", async () => {
      expect(await repo.update(999_999, { quantity: 1 }, "owner")).toBeNull();
      expect(await repo.delete(999_999, "owner")).toBeNull();
      expect(await repo.history(999_999)).toBeNull();
    });

    it("lists by name by default, by quantity when asked, filtered by category and stock state", async () => {
      await reset();
      for (const [name, category, quantity, threshold] of [
        ["Zebra thread", "thread", 0, 5],
        ["Alpha mesh", "mesh", 3, 5],
        ["Beta mesh", "mesh", 20, 5],
        ["Gamma mesh", "mesh", 5, 5],
      ] as const) {
        await repo.create({ name, category, quantity, threshold }, "owner");
      }
      const names = (items: { name: string }[]) => items.map((item) => item.name);
      expect(names(await repo.list({}))).toEqual(["Alpha mesh", "Beta mesh", "Gamma mesh", "Zebra thread"]);
      expect(names(await repo.list({ sort: "quantity", direction: "desc" }))).toEqual(["Beta mesh", "Gamma mesh", "Alpha mesh", "Zebra thread"]);
      expect(names(await repo.list({ sort: "quantity", direction: "asc" }))).toEqual(["Zebra thread", "Alpha mesh", "Gamma mesh", "Beta mesh"]);
      expect(names(await repo.list({ category: "thread" }))).toEqual(["Zebra thread"]);
      expect(names(await repo.list({ stock: "out" }))).toEqual(["Zebra thread"]);
      expect(names(await repo.list({ stock: "low" }))).toEqual(["Alpha mesh", "Gamma mesh"]);
      expect(names(await repo.list({ stock: "in" }))).toEqual(["Beta mesh"]);
      expect(names(await repo.list({ category: "mesh", stock: "low", sort: "quantity", direction: "desc" }))).toEqual(["Gamma mesh", "Alpha mesh"]);
      expect(names(await repo.list({ limit: 2, offset: 1 }))).toEqual(["Beta mesh", "Gamma mesh"]);
      expect(names(await repo.listLow())).toEqual(["Zebra thread", "Alpha mesh", "Gamma mesh"]);
      expect(await repo.summary()).toEqual({ total: 4, low: 3, out: 1, lowPercentage: 75 });
    });

    it("bulk-updates one category in one go, subtract floored at 0, with history", async () => {
      await reset();
      const a = await repo.create({ name: "Mesh A", category: "mesh", quantity: 2, threshold: 5 }, "owner");
      const b = await repo.create({ name: "Mesh B", category: "mesh", quantity: 10, threshold: 5 }, "owner");
      const other = await repo.create({ name: "Thread", category: "thread", quantity: 4, threshold: 5 }, "owner");
      expect(await repo.bulkUpdate({ category: "mesh", operation: "subtract", adjustment: 3 }, "bulk-admin")).toBe(2);
      expect((await repo.find(a.id))?.quantity).toBe(0);
      expect((await repo.find(b.id))?.quantity).toBe(7);
      expect((await repo.find(other.id))?.quantity).toBe(4);
      expect((await repo.history(a.id))?.[0]).toMatchObject({ actionType: "remove", quantityBefore: 2, quantityAfter: 0, actionBy: "bulk-admin", description: "Bulk subtract 3: Removed 2 (2 → 0)" });

      expect(await repo.bulkUpdate({ category: "mesh", operation: "add", adjustment: 5 }, "owner")).toBe(2);
      expect((await repo.find(b.id))?.quantity).toBe(12);
      expect(await repo.bulkUpdate({ category: "mesh", operation: "set", adjustment: 4 }, "owner")).toBe(2);
      expect((await repo.find(a.id))?.quantity).toBe(4);
      expect((await repo.history(b.id))?.[0]).toMatchObject({ actionType: "remove", quantityBefore: 12, quantityAfter: 4 });
      expect(await repo.bulkUpdate({ category: "tools", operation: "add", adjustment: 1 }, "owner")).toBe(0);
    });

    it("imports all items with history, or nothing when one fails", async () => {
      await reset();
      expect(
        await repo.importItems(
          [
            { name: "Imported A", category: "mesh", quantity: 1, threshold: 1 },
            { name: "Imported B", category: "tools", quantity: 2, threshold: 3 },
          ],
          "importer",
        ),
      ).toBe(2);
      const rows = await repo.list({});
      expect(rows.map((row) => row.name)).toEqual(["Imported A", "Imported B"]);
      expect((await repo.history(rows[0]!.id))?.[0]).toMatchObject({ actionType: "create", description: "Imported with quantity 1", actionBy: "importer" });

      // A value the database refuses part-way through rolls the whole import back.
      await expect(
        repo.importItems(
          [
            { name: "Should vanish", category: "mesh", quantity: 1, threshold: 1 },
            { name: "Overflow", category: "mesh", quantity: 3_000_000_000, threshold: 1 },
          ],
          "importer",
        ),
      ).rejects.toThrow();
      expect((await repo.list({})).map((row) => row.name)).toEqual(["Imported A", "Imported B"]);
      const vanished = await database.handle.db.select().from(inventoryHistory).where(eq(inventoryHistory.description, "Imported with quantity 3000000000"));
      expect(vanished).toEqual([]);
      expect(await database.handle.db.select().from(inventoryHistory)).toHaveLength(2);
    });

    it("imports more rows than one insert statement can carry", async () => {
      await reset();
      const many = Array.from({ length: 2500 }, (_, index) => ({ name: `Bulk item ${index}`, category: "other" as const, quantity: index, threshold: 5 }));
      expect(await repo.importItems(many, "importer")).toBe(2500);
      expect((await repo.summary()).total).toBe(2500);
    });
  });
}
