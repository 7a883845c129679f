import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounterContract } from "@stringing/core/testing/contracts/rate-limit-counter-contract";
import { openDatabase, type DatabaseHandle, type Executor } from "./db.ts";
import { PostgresRateLimitCounter, RELAXED_HIT } from "./rate-limit-counter.ts";
import { rateLimitWindows } from "./schema/index.ts";
import { runStatementText } from "./statement-text.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";

const minute = (m: number) => new Date(Date.UTC(2026, 2, 1, 10, m));

async function synchronousCommitOf(executor: Executor): Promise<string> {
  const [row] = await runStatementText<{ value: string }>(executor, "select current_setting('synchronous_commit') as value", []);
  return row!.value;
}

for (const target of testDatabaseTargets()) {
  describe(`rate limit counter (${target.name})`, () => {
    let database: TestDatabase;
    let counter: PostgresRateLimitCounter;
    beforeAll(async () => {
      database = await target.open();
      counter = new PostgresRateLimitCounter(database.handle.db);
    });
    afterAll(() => database?.dispose());

    it("counts hits per scope, client and window, starting at 1", async () => {
      expect(await counter.hit("form:contacts", "203.0.113.7", minute(0))).toBe(1);
      expect(await counter.hit("form:contacts", "203.0.113.7", minute(0))).toBe(2);
      expect(await counter.hit("form:orders", "203.0.113.7", minute(0))).toBe(1);
      expect(await counter.hit("form:contacts", "198.51.100.1", minute(0))).toBe(1);
      expect(await counter.hit("form:contacts", "203.0.113.7", minute(1))).toBe(1);
    });

    it("gives concurrent hits distinct counts", async () => {
      const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit("form:race", "203.0.113.9", minute(0))));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it("sweeps only the windows that started before the cutoff", async () => {
      await counter.hit("form:sweep", "203.0.113.7", minute(5));
      expect(await counter.deleteWindowsBefore(minute(5))).toBeGreaterThan(0);
      const left = await database.handle.db.select().from(rateLimitWindows);
      expect(left.map((row) => row.windowStart.getTime())).toEqual([minute(5).getTime()]);
      expect(await counter.hit("form:sweep", "203.0.113.7", minute(5))).toBe(2);
    });

    it("commits a hit of its own without waiting for the disk, and leaves the connection waiting for every other commit", async () => {
      // One connection, so the statement after the hit runs where the hit ran.
      const single: DatabaseHandle = target.name === "pglite" ? database.handle : await openDatabase({ url: database.url!, poolSize: 1 });
      try {
        const [row] = await runStatementText<{ hits: number; synchronousCommit: string }>(single.db, RELAXED_HIT, [
          "form:relaxed",
          "203.0.113.7",
          minute(0).toISOString(),
        ]);
        expect(row).toMatchObject({ hits: 1, synchronousCommit: "off" });
        expect(await new PostgresRateLimitCounter(single.db).hit("form:relaxed", "203.0.113.7", minute(0))).toBe(2);
        expect(await synchronousCommitOf(single.db)).toBe("on");
      } finally {
        if (single !== database.handle) await single.close();
      }
    });

    // A server's connection keeps each statement it ran (PGlite keeps none): what the counter sent can be read back there.
    it.skipIf(target.name === "pglite")("sends the relaxed hit when the hit is its own transaction", async () => {
      const single = await openDatabase({ url: database.url!, poolSize: 1 });
      try {
        expect(await new PostgresRateLimitCounter(single.db).hit("form:own", "203.0.113.7", minute(0))).toBe(1);
        const kept = await runStatementText<{ statement: string }>(single.db, "select statement from pg_prepared_statements", []);
        expect(kept.map((row) => row.statement)).toContain(RELAXED_HIT);
      } finally {
        await single.close();
      }
    });

    it("does not relax the commit of a transaction it is part of", async () => {
      // The ambient-aware handle, inside a transaction opened through it: the hit joins that transaction.
      const { db } = database.handle;
      const inside = await db.transaction(async (tx) => {
        expect(await counter.hit("form:inside", "203.0.113.7", minute(0))).toBe(1);
        return synchronousCommitOf(tx);
      });
      expect(inside).toBe("on");
      const [row] = await db.select({ hits: rateLimitWindows.hits }).from(rateLimitWindows).where(sql`${rateLimitWindows.scope} = 'form:inside'`);
      expect(row?.hits).toBe(1);
    });

    // Only a server takes a second pool; PGlite is one process's database.
    it.skipIf(target.name === "pglite")("is shared by two pools on one database, as two instances would share it", async () => {
      const second: DatabaseHandle = await openDatabase({ url: database.url! });
      try {
        const other = new PostgresRateLimitCounter(second.db);
        const counts = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? counter : other).hit("form:shared", "192.0.2.9", minute(9))));
        expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      } finally {
        await second.close();
      }
    });
  });
}

for (const target of testDatabaseTargets()) {
  describe(`PostgresRateLimitCounter against the port contract on ${target.name}`, () => {
    const database = useTestDatabase(target);
    rateLimitCounterContract(freshOn(database, (db) => new PostgresRateLimitCounter(db)));
  });
}
