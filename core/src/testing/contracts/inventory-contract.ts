import { describe, expect, it } from "vitest";
import { bulkUpdateCategory } from "../../inventory/bulk-update-category.ts";
import { createInventoryItem } from "../../inventory/create-inventory-item.ts";
import { deleteInventoryItem } from "../../inventory/delete-inventory-item.ts";
import { importInventoryCsv } from "../../inventory/import-inventory-csv.ts";
import type { InventoryCategory } from "../../inventory/categories.ts";
import { updateInventoryItem } from "../../inventory/update-inventory-item.ts";
import type { InventoryRepository } from "../../ports/inventory-repository.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

/**
 * The inventory port, run against the in-memory fake and the Postgres
 * adapter alike: the reads' order and filters, and the use cases' writes
 * through its units (atomic, serialised, with history).
 */
export function inventoryContract(open: FreshFactory<InventoryRepository>): void {
  describe("inventory port contract", () => {
    const inventory = useFresh(open);
    const deps = () => ({ inventory: inventory() });
    const create = (name: string, category: InventoryCategory, quantity: number, threshold = 5, by = "owner") =>
      createInventoryItem(deps())({ name, category, quantity, threshold }, by);
    const names = (items: { name: string }[]) => items.map((item) => item.name);
    const moves = (entries: { actionType: string; quantityBefore: number | null; quantityAfter: number | null; actionBy: string | null }[] | null) =>
      entries?.map(({ actionType, quantityBefore, quantityAfter, actionBy }) => ({ actionType, quantityBefore, quantityAfter, actionBy }));

    it("creates, updates and deletes with a history row for each, newest first", async () => {
      const created = await create("Hard mesh", "mesh", 3, 2);
      expect(created).toMatchObject({ name: "Hard mesh", category: "mesh", quantity: 3, threshold: 2 });
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(await inventory().find(created.id)).toEqual(created);
      expect(await updateInventoryItem(deps())(created.id, { quantity: 8 }, "owner")).toMatchObject({ ok: true, value: { quantity: 8 } });
      await updateInventoryItem(deps())(created.id, { quantity: 6, name: "Soft mesh" }, "helper");
      expect(await deleteInventoryItem(deps())(created.id, "owner")).toMatchObject({ ok: true, value: { id: created.id, name: "Soft mesh" } });
      expect(await inventory().find(created.id)).toBeNull();

      const history = await inventory().history(created.id);
      expect(moves(history)).toEqual([
        { actionType: "delete", quantityBefore: 6, quantityAfter: null, actionBy: "owner" },
        { actionType: "remove", quantityBefore: 8, quantityAfter: 6, actionBy: "helper" },
        { actionType: "add", quantityBefore: 3, quantityAfter: 8, actionBy: "owner" },
        { actionType: "create", quantityBefore: null, quantityAfter: 3, actionBy: "owner" },
      ]);
      expect(history?.map((entry) => entry.description)).toEqual([
        'Deleted "Soft mesh" with quantity 6',
        'Removed 2 (8 → 6); Updated name "Hard mesh" → "Soft mesh"',
        "Added 5 (3 → 8)",
        "Created with quantity 3",
      ]);
      expect(history?.every((entry) => entry.inventoryId === created.id && entry.timestamp instanceof Date)).toBe(true);
    });

    it("answers not found for unknown ids and null history for an id that never existed", async () => {
      expect(await updateInventoryItem(deps())(999_999, { quantity: 1 }, "owner")).toEqual({
        ok: false,
        error: { kind: "not_found", message: "Inventory item not found" },
      });
      expect(await deleteInventoryItem(deps())(999_999, "owner")).toEqual({ ok: false, error: { kind: "not_found", message: "Inventory item not found" } });
      expect(await inventory().history(999_999)).toBeNull();
      expect(await inventory().find(999_999)).toBeNull();
      const kept = await create("Kept", "tools", 1);
      expect(await inventory().history(kept.id)).toHaveLength(1);
    });

    it("lists by name by default, by quantity when asked, filtered by category and stock state, and pages", async () => {
      for (const [name, category, quantity, threshold] of [
        ["Zebra thread", "thread", 0, 5],
        ["Alpha mesh", "mesh", 3, 5],
        ["Beta mesh", "mesh", 20, 5],
        ["Gamma mesh", "mesh", 5, 5],
        ["Delta mesh", "mesh", 5, 5],
      ] as const) {
        await create(name, category, quantity, threshold);
      }
      expect(names(await inventory().list({}))).toEqual(["Alpha mesh", "Beta mesh", "Delta mesh", "Gamma mesh", "Zebra thread"]);
      expect(names(await inventory().list({ direction: "desc" }))).toEqual(["Zebra thread", "Gamma mesh", "Delta mesh", "Beta mesh", "Alpha mesh"]);
      expect(names(await inventory().list({ sort: "quantity", direction: "desc" }))).toEqual([
        "Beta mesh",
        "Delta mesh",
        "Gamma mesh",
        "Alpha mesh",
        "Zebra thread",
      ]);
      expect(names(await inventory().list({ sort: "quantity", direction: "asc" }))).toEqual([
        "Zebra thread",
        "Alpha mesh",
        "Delta mesh",
        "Gamma mesh",
        "Beta mesh",
      ]);
      expect(names(await inventory().list({ category: "thread" }))).toEqual(["Zebra thread"]);
      expect(names(await inventory().list({ category: "tools" }))).toEqual([]);
      expect(names(await inventory().list({ stock: "out" }))).toEqual(["Zebra thread"]);
      expect(names(await inventory().list({ stock: "low" }))).toEqual(["Alpha mesh", "Delta mesh", "Gamma mesh"]);
      expect(names(await inventory().list({ stock: "in" }))).toEqual(["Beta mesh"]);
      expect(names(await inventory().list({ category: "mesh", stock: "low", sort: "quantity", direction: "desc" }))).toEqual([
        "Delta mesh",
        "Gamma mesh",
        "Alpha mesh",
      ]);
      expect(names(await inventory().list({ limit: 2, offset: 1 }))).toEqual(["Beta mesh", "Delta mesh"]);
      expect(names(await inventory().list({ offset: 4 }))).toEqual(["Zebra thread"]);
      expect(names(await inventory().listLow())).toEqual(["Zebra thread", "Alpha mesh", "Delta mesh", "Gamma mesh"]);
      expect(await inventory().summary()).toEqual({ total: 5, low: 4, out: 1, lowPercentage: 80 });
    });

    it("summarises an empty inventory as zeros", async () => {
      expect(await inventory().summary()).toEqual({ total: 0, low: 0, out: 0, lowPercentage: 0 });
      expect(await inventory().list({})).toEqual([]);
      expect(await inventory().listLow()).toEqual([]);
    });

    it("bulk-updates one category, subtract floored at 0, with a history row per item", async () => {
      const a = await create("Mesh A", "mesh", 2);
      const b = await create("Mesh B", "mesh", 10);
      const other = await create("Thread", "thread", 4);
      const bulk = bulkUpdateCategory(deps());
      expect(await bulk({ category: "mesh", operation: "subtract", adjustment: 3 }, "bulk-admin")).toBe(2);
      expect((await inventory().find(a.id))?.quantity).toBe(0);
      expect((await inventory().find(b.id))?.quantity).toBe(7);
      expect((await inventory().find(other.id))?.quantity).toBe(4);
      expect((await inventory().history(a.id))?.[0]).toMatchObject({
        actionType: "remove",
        quantityBefore: 2,
        quantityAfter: 0,
        actionBy: "bulk-admin",
        description: "Bulk subtract 3: Removed 2 (2 → 0)",
      });
      expect(await inventory().history(other.id)).toHaveLength(1);

      expect(await bulk({ category: "mesh", operation: "add", adjustment: 5 }, "owner")).toBe(2);
      expect((await inventory().find(b.id))?.quantity).toBe(12);
      expect(await bulk({ category: "mesh", operation: "set", adjustment: 4 }, "owner")).toBe(2);
      expect((await inventory().find(a.id))?.quantity).toBe(4);
      expect((await inventory().history(b.id))?.[0]).toMatchObject({
        actionType: "remove",
        quantityBefore: 12,
        quantityAfter: 4,
        description: "Bulk set to 4: Removed 8 (12 → 4)",
      });
      expect(await bulk({ category: "mesh", operation: "set", adjustment: 4 }, "owner")).toBe(2);
      expect((await inventory().history(a.id))?.[0]).toMatchObject({ actionType: "update", description: "Bulk set to 4: No change (4 → 4)" });
      expect(await bulk({ category: "tools", operation: "add", adjustment: 1 }, "owner")).toBe(0);
    });

    it("serialises concurrent changes of one item: no update is lost", async () => {
      const item = await create("Busy mesh", "mesh", 0);
      const bulk = bulkUpdateCategory(deps());
      await Promise.all(Array.from({ length: 8 }, () => bulk({ category: "mesh", operation: "add", adjustment: 1 }, "owner")));
      expect((await inventory().find(item.id))?.quantity).toBe(8);
      const befores = (await inventory().history(item.id))?.filter((entry) => entry.actionType === "add").map((entry) => entry.quantityBefore);
      expect(befores?.sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it("imports every CSV line with its history, in order", async () => {
      const imported = await importInventoryCsv(deps())("name,category,quantity,threshold\nImported A,mesh,1,1\nImported B,tools,2,3\n", "importer");
      expect(imported).toEqual({ ok: true, value: 2 });
      const rows = await inventory().list({});
      expect(rows.map(({ name, category, quantity, threshold }) => ({ name, category, quantity, threshold }))).toEqual([
        { name: "Imported A", category: "mesh", quantity: 1, threshold: 1 },
        { name: "Imported B", category: "tools", quantity: 2, threshold: 3 },
      ]);
      expect(rows[0]!.id).toBeLessThan(rows[1]!.id);
      expect((await inventory().history(rows[0]!.id))?.[0]).toMatchObject({
        actionType: "create",
        description: "Imported with quantity 1",
        actionBy: "importer",
      });
      expect(await importInventoryCsv(deps())("name,category,quantity,threshold\nGood,mesh,1,1\nBad,mesh,-1,1\n", "importer")).toMatchObject({
        ok: false,
        error: { kind: "invalid" },
      });
      expect(await inventory().list({})).toHaveLength(2);
    });

    it("rolls a unit's writes back when its work fails, and takes no id twice", async () => {
      const before = await create("Before", "other", 1);
      await expect(
        inventory().inTransaction(async (unit) => {
          const [stored] = await unit.insertItems([{ name: "Should vanish", category: "mesh", quantity: 1, threshold: 1 }]);
          await unit.appendHistory([
            { inventoryId: stored!.id, actionType: "create", description: "x", quantityBefore: null, quantityAfter: 1, actionBy: "t" },
          ]);
          await unit.setQuantities([{ id: before.id, quantity: 99 }]);
          throw new Error("disk full");
        }),
      ).rejects.toThrow("disk full");
      expect(names(await inventory().list({}))).toEqual(["Before"]);
      expect((await inventory().find(before.id))?.quantity).toBe(1);
      expect(await inventory().history(before.id)).toHaveLength(1);
      const after = await create("After", "other", 1);
      expect(after.id).toBeGreaterThan(before.id);
    });

    it("gives a unit's row operations their documented answers", async () => {
      const [a, b] = await inventory().inTransaction((unit) =>
        unit.insertItems([
          { name: "Unit A", category: "mesh", quantity: 1, threshold: 5 },
          { name: "Unit B", category: "mesh", quantity: 2, threshold: 5 },
        ]),
      );
      await inventory().inTransaction(async (unit) => {
        expect(await unit.lockItem(a!.id)).toMatchObject({ name: "Unit A", quantity: 1 });
        expect(await unit.lockItem(999_999)).toBeNull();
        expect((await unit.lockCategory("mesh")).map((item) => item.id)).toEqual([a!.id, b!.id]);
        expect(await unit.lockCategory("tools")).toEqual([]);
        expect(await unit.updateItem(a!.id, { threshold: 9 })).toMatchObject({ name: "Unit A", quantity: 1, threshold: 9 });
        expect(await unit.updateItem(999_999, { threshold: 9 })).toBeNull();
        expect(
          (
            await unit.setQuantities([
              { id: b!.id, quantity: 7 },
              { id: a!.id, quantity: 6 },
            ])
          ).map((item) => [item.id, item.quantity]),
        ).toEqual([
          [a!.id, 6],
          [b!.id, 7],
        ]);
        expect(await unit.deleteItem(999_999)).toBeNull();
        expect(await unit.insertItems([])).toEqual([]);
        await unit.appendHistory([]);
      });
      expect((await inventory().find(a!.id))?.updatedAt.getTime()).toBeGreaterThanOrEqual(a!.updatedAt.getTime());
      expect(await inventory().history(a!.id)).toEqual([]);
    });
  });
}
