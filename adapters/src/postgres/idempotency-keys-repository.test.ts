import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresIdempotencyKeys } from "./idempotency-keys-repository.ts";
import { idempotencyKeys } from "./schema/index.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";

for (const target of testDatabaseTargets()) {
  describe(`idempotency keys (${target.name})`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(() => database?.dispose());

    it("forgets only the keys claimed before the cutoff", async () => {
      const db = database.handle.db;
      const at = (iso: string) => new Date(iso);
      await db.insert(idempotencyKeys).values([
        { key: "old", scope: "POST /api/orders a", responseStatus: 201, responseBody: { id: 1 }, createdAt: at("2026-03-01T09:00:00Z") },
        { key: "recent", scope: "POST /api/orders b", responseStatus: 201, responseBody: { id: 2 }, createdAt: at("2026-03-02T11:00:00Z") },
      ]);
      await new PostgresIdempotencyKeys(db).deleteOlderThan(at("2026-03-01T12:00:00Z"));
      expect((await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key)).toEqual(["recent"]);
    });
  });
}
