import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Executor } from "./db.ts";
import { untakenPendingOrdersQuery } from "./material-rules-repository.ts";
import { rowsOf } from "./rows-of.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";

/** The plan of the query as a generic prepared statement (as the app's become, decision record 0021), reading the whole table ruled out. */
async function genericPlanOf(db: Executor, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
    await tx.execute(sql.raw("set local enable_seqscan = off"));
    await tx.execute(sql.raw(`prepare needs_plan as ${text}`));
    const rows = rowsOf<{ "QUERY PLAN": string }>(await tx.execute(sql.raw(`explain execute needs_plan(${params.map(String).join(", ")})`)));
    await tx.execute(sql.raw("deallocate needs_plan"));
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

for (const target of testDatabaseTargets()) {
  describe(`the needs list's read on ${target.name}`, () => {
    const database = useTestDatabase(target);

    it("reads the pending orders through an index on their status, not the whole orders table", async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      const plan = await genericPlanOf(db, untakenPendingOrdersQuery(db, 1000));
      expect(plan).toMatch(/orders_status_idx|orders_awaiting_arrival_idx/);
      expect(plan).not.toMatch(/Seq Scan on orders\b/);
    });
  });
}
