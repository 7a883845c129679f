import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workshopOrdersContract } from "@stringing/core/testing/contracts/workshop-orders-contract";
import type { Executor } from "./db.ts";
import { rowsOf } from "./rows-of.ts";
import { orders } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, freshOn, useTestDatabase } from "./use-test-database.ts";
import { PostgresWorkshopOrders, workshopOrderQueries } from "./workshop-orders-repository.ts";

/** A parameter as an SQL literal, for EXECUTE. */
const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

/**
 * The plan Postgres runs a query with once its prepared statement has gone
 * generic (as the app's prepared statements do after a few runs, decision
 * record 0021), with reading the whole table ruled out: an index that cannot
 * serve the query shows as one that is not in the plan.
 */
async function genericPlanOf(db: Executor, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
    await tx.execute(sql.raw("set local enable_seqscan = off"));
    await tx.execute(sql.raw(`prepare workshop_plan as ${text}`));
    const rows = rowsOf<{ "QUERY PLAN": string }>(await tx.execute(sql.raw(`explain execute workshop_plan(${params.map(literal).join(", ")})`)));
    await tx.execute(sql.raw("deallocate workshop_plan"));
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

for (const target of testDatabaseTargets()) {
  describe(`PostgresWorkshopOrders against the port contract on ${target.name}`, () => {
    const database = useTestDatabase(target);
    workshopOrdersContract(
      freshOn(database, (db) => ({
        workshop: new PostgresWorkshopOrders(db),
        async arrange(arranged) {
          const ids: number[] = [];
          // One by one: ids rise in the order given.
          for (const fields of arranged) {
            const [row] = await db
              .insert(orders)
              .values({ customerName: "Casey Jones", customerEmail: "casey@example.com", serviceName: "Mesh Pocket", servicePrice: 4500, ...fields })
              .returning({ id: orders.id });
            ids.push(row!.id);
          }
          return ids;
        },
      })),
    );

    it("reads each list and the day counts through its partial index, even as a generic prepared statement", async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      expect(await genericPlanOf(db, workshopOrderQueries.promised(db, { to: "2026-12-02" }, 201))).toContain("orders_open_promised_idx");
      expect(await genericPlanOf(db, workshopOrderQueries.promised(db, { from: "2026-12-03", to: "2026-12-03" }, 201))).toContain("orders_open_promised_idx");
      expect(await genericPlanOf(db, workshopOrderQueries.promised(db, { from: "2026-12-04" }, 201))).toContain("orders_open_promised_idx");
      expect(await genericPlanOf(db, workshopOrderQueries.promisedCounts(db, "2026-12-03", "2026-12-16"))).toContain("orders_open_promised_idx");
      expect(await genericPlanOf(db, workshopOrderQueries.awaitingArrival(db, 201))).toContain("orders_awaiting_arrival_idx");
    });
  });
}
