import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ACTIVITY_RETENTION_DAYS, type NewActivity } from "@stringing/core/activity/activity";
import { createInventoryItem } from "@stringing/core/inventory/create-inventory-item";
import { PostgresActivityLog } from "./activity-log-repository.ts";
import { PostgresInventoryRepository } from "./inventory-repository.ts";
import { PostgresUserRepository } from "./user-repository.ts";
import { activityLog, inventory } from "./schema/index.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";

const entry = (overrides: Partial<NewActivity> = {}): NewActivity => ({
  actor: "admin",
  kind: "inventory",
  action: "created",
  recordId: "1",
  summary: "Created item",
  ...overrides,
});

for (const target of testDatabaseTargets()) {
  describe(`activity log (${target.name})`, () => {
    let database: TestDatabase;
    let log: PostgresActivityLog;
    let items: PostgresInventoryRepository;

    beforeAll(async () => {
      database = await target.open();
      log = new PostgresActivityLog(database.handle.db);
      items = new PostgresInventoryRepository(database.handle.db);
    });
    afterAll(() => database?.dispose());
    beforeEach(async () => {
      await database.handle.db.delete(activityLog);
      await database.handle.db.delete(inventory);
    });

    // Inventory's use case opens a transaction of its own: inside `record` it becomes a savepoint of the same one.
    const create = (name: string) => createInventoryItem({ inventory: items })({ name, category: "mesh", quantity: 1, threshold: 1 }, "admin");
    const itemNames = async () => (await database.handle.db.select({ name: inventory.name }).from(inventory)).map((row) => row.name);
    const summaries = async () => (await log.list({})).map((row) => row.summary);

    it("commits the change and its row together, the repository joining the transaction", async () => {
      const created = await log.record(
        () => create("Mesh"),
        (item) => entry({ recordId: String(item.id), summary: `Created ${item.name}` }),
      );
      expect(await itemNames()).toEqual(["Mesh"]);
      expect(await log.list({})).toEqual([
        expect.objectContaining({ actor: "admin", kind: "inventory", recordId: String(created.id), summary: "Created Mesh", at: expect.any(Date) }),
      ]);
    });

    it("undoes the change when its row cannot be written", async () => {
      const failing = log.record(
        () => create("Lost"),
        () => entry({ summary: "\u0000 cannot be stored" }),
      );
      await expect(failing).rejects.toThrow();
      expect(await itemNames()).toEqual([]);
      expect(await summaries()).toEqual([]);
    });

    it("writes no row for a change that failed, and none when describe answers null", async () => {
      await expect(
        log.record(
          () => Promise.reject(new Error("refused")),
          () => entry(),
        ),
      ).rejects.toThrow("refused");
      await log.record(
        () => create("Quiet"),
        () => null,
      );
      expect(await itemNames()).toEqual(["Quiet"]);
      expect(await summaries()).toEqual([]);
    });

    it("nests: an inner record shares the outer transaction and rolls back with it", async () => {
      const nested = log.record(
        async () => {
          await log.record(
            () => create("Inner"),
            () => entry({ summary: "inner" }),
          );
          throw new Error("outer fails");
        },
        () => entry({ summary: "outer" }),
      );
      await expect(nested).rejects.toThrow("outer fails");
      expect(await itemNames()).toEqual([]);
      expect(await summaries()).toEqual([]);
    });

    it("stays usable after a clash a repository answers itself (its statement runs in a savepoint)", async () => {
      const users = new PostgresUserRepository(database.handle.db);
      const username = `clash-${Math.random().toString(36).slice(2, 8)}`;
      const user = { username, passwordHash: "not a real hash", role: "admin" };
      const second = await log.record(
        async () => {
          expect(await users.create(user)).not.toBeNull();
          const again = await users.create(user);
          await create("After Clash");
          return again;
        },
        () => entry({ summary: "clash answered" }),
      );
      expect(second).toBeNull();
      expect(await itemNames()).toEqual(["After Clash"]);
      expect(await summaries()).toEqual(["clash answered"]);
      expect(await users.findByUsername(username)).not.toBeNull();
    });

    it("leaves work scheduled inside a finished transaction on the pool", async () => {
      let later: Promise<unknown> = Promise.resolve();
      await log.record(
        async () => {
          later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => create("After"));
        },
        () => null,
      );
      await later;
      expect(await itemNames()).toEqual(["After"]);
    });

    it("lists newest first with filters by admin, kind and time, paged, and counts what matches", async () => {
      const at = (iso: string) => new Date(iso);
      await database.handle.db.insert(activityLog).values([
        { ...entry({ actor: "ann", kind: "orders", summary: "a" }), at: at("2026-11-01T10:00:00Z") },
        { ...entry({ actor: "bob", kind: "orders", summary: "b" }), at: at("2026-11-02T10:00:00Z") },
        { ...entry({ actor: "ann", kind: "content", summary: "c" }), at: at("2026-11-03T10:00:00Z") },
        { ...entry({ actor: "ann", kind: "orders", summary: "d" }), at: at("2026-11-04T10:00:00Z") },
      ]);
      expect(await summaries()).toEqual(["d", "c", "b", "a"]);
      const annOrders = { admin: "ann", kind: "orders" as const };
      expect((await log.list(annOrders)).map((row) => row.summary)).toEqual(["d", "a"]);
      const window = { since: at("2026-11-02T00:00:00Z"), before: at("2026-11-04T10:00:00Z") };
      expect((await log.list(window)).map((row) => row.summary)).toEqual(["c", "b"]);
      expect((await log.list({ limit: 2, offset: 1 })).map((row) => row.summary)).toEqual(["c", "b"]);
      expect(await log.count({ ...annOrders, limit: 1 })).toBe(2);
      expect(await log.actors()).toEqual(["ann", "bob"]);
    });

    it("deletes rows older than the cutoff and keeps the rest", async () => {
      await database.handle.db.insert(activityLog).values([
        { ...entry({ summary: "old" }), at: new Date("2025-01-01T00:00:00Z") },
        { ...entry({ summary: "new" }), at: new Date("2026-11-01T00:00:00Z") },
      ]);
      expect(await log.deleteOlderThan(new Date("2026-01-01T00:00:00Z"))).toBe(1);
      expect(await summaries()).toEqual(["new"]);
    });

    it("keeps rows 365 days until told otherwise, then the days saved", async () => {
      expect(await log.retentionDays()).toBe(DEFAULT_ACTIVITY_RETENTION_DAYS);
      await log.setRetentionDays(30);
      expect(await log.retentionDays()).toBe(30);
    });
  });
}
