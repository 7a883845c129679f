import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db.ts";
import { rowsOf } from "./rows-of.ts";
import { runStatementText } from "./statement-text.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";

for (const target of testDatabaseTargets()) {
  describe(`a statement run as written (${target.name})`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
      await database.handle.db.execute(sql`create table statement_text_probe (id serial primary key, label text not null, at timestamptz not null)`);
    });
    afterAll(() => database?.dispose());

    const labels = async () =>
      rowsOf<{ label: string }>(await database.handle.db.execute(sql`select label from statement_text_probe order by id`)).map((row) => row.label);

    it("binds $1… in the text to the parameters, in any order and more than once, and answers the rows", async () => {
      const rows = await runStatementText<{ label: string; again: string; n: number }>(
        database.handle.db,
        "insert into statement_text_probe (label, at) values ($2 || '-' || $1, now()) returning label, $2 as again, $3::int as n",
        ["one", "first", 7],
      );
      expect(rows).toEqual([{ label: "first-one", again: "first", n: 7 }]);
    });

    it("answers dates as drizzle's own execute does on this driver", async () => {
      const statement = "select at from statement_text_probe where label = $1";
      const [ours] = await runStatementText<{ at: unknown }>(database.handle.db, statement, ["first-one"]);
      const [drizzles] = rowsOf<{ at: unknown }>(await database.handle.db.execute(sql`select at from statement_text_probe where label = ${"first-one"}`));
      expect(ours?.at).toEqual(drizzles?.at);
    });

    it("runs inside the transaction the executor stands for: rolled back with it, seen inside it", async () => {
      const seenInside = await database.handle.db
        .transaction(async (tx) => {
          await runStatementText(tx, "insert into statement_text_probe (label, at) values ($1, now())", ["rolled back"]);
          const inside = rowsOf<{ label: string }>(await tx.execute(sql`select label from statement_text_probe where label = 'rolled back'`));
          tx.rollback();
          return inside;
        })
        .catch((error: unknown) => (error instanceof Error && /rollback/i.test(error.message) ? "rolled back" : Promise.reject(error)));
      expect(seenInside).toBe("rolled back");
      expect(await labels()).toEqual(["first-one"]);

      await database.handle.db.transaction(async (tx) => {
        await runStatementText(tx, "insert into statement_text_probe (label, at) values ($1, now())", ["committed"]);
        expect(rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from statement_text_probe`))[0]?.n).toBe(2);
      });
      expect(await labels()).toEqual(["first-one", "committed"]);
    });

    // PGlite keeps no statements; a server's connection does.
    it.skipIf(target.name === "pglite")("keeps a statement on its connection, one without parameters too", async () => {
      const single = await openDatabase({ url: database.url!, poolSize: 1 });
      try {
        const statement = "select count(*)::int as n from statement_text_probe";
        await runStatementText(single.db, statement, []);
        await runStatementText(single.db, statement, []);
        const [kept] = await runStatementText<{ executions: number }>(
          single.db,
          "select (generic_plans + custom_plans)::int as executions from pg_prepared_statements where statement = $1",
          [statement],
        );
        expect(kept?.executions).toBe(2);
      } finally {
        await single.close();
      }
    });

    it("rejects with the driver's error, as drizzle would", async () => {
      await expect(runStatementText(database.handle.db, "insert into statement_text_probe (label, at) values ($1, now())", [null])).rejects.toThrow(
        /null value/,
      );
    });
  });
}
