import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerTestDatabase, type TestDatabase } from "./test-databases.ts";
import { preparingStatements } from "./prepared-statements.ts";
import { services } from "./schema/index.ts";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("preparingStatements (Postgres server)", () => {
  let database: TestDatabase;
  let client: postgres.Sql;
  beforeAll(async () => {
    database = await openServerTestDatabase(serverUrl!);
    // One connection, so the statements it keeps can be read back on it.
    client = postgres(database.url!, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await client.end();
    await database.dispose();
  });

  /** Times each statement kept on the connection was executed, by its text. */
  async function executionsOnTheConnection(): Promise<Map<string, number>> {
    const rows = await client.unsafe<{ statement: string; executions: number }[]>(
      "select statement, (generic_plans + custom_plans)::int as executions from pg_prepared_statements",
    );
    return new Map(rows.map((row) => [row.statement, row.executions]));
  }
  const byName = (db: ReturnType<typeof drizzle>, name: string) => db.select({ price: services.price }).from(services).where(eq(services.name, name));

  it("keeps a parameterised statement on its connection and reuses it, where drizzle alone sends it unnamed every time", async () => {
    const plain = drizzle(client);
    await byName(plain, "Mesh");
    await byName(plain, "Mesh");
    const text = byName(plain, "x").toSQL().sql;
    expect((await executionsOnTheConnection()).has(text)).toBe(false);

    const prepared = drizzle(preparingStatements(client));
    await byName(prepared, "Mesh");
    await byName(prepared, "Traditional");
    await byName(prepared, "Mesh");
    expect((await executionsOnTheConnection()).get(text)).toBe(3);
  });

  it("prepares inside transactions and savepoints too, and their results are the statements' own", async () => {
    const db = drizzle(preparingStatements(client));
    const inserted = sql`insert into services (name, description, price) values (${"Prepared test"}, ${"A test service"}, ${4200})`;
    const readBack = (tx: Pick<typeof db, "execute">, name: string) => tx.execute(sql`select price from services where name = ${name}`);
    const prices = await db.transaction(async (tx) => {
      await tx.execute(inserted);
      const outer = await readBack(tx, "Prepared test");
      const inner = await tx.transaction(async (savepoint) => readBack(savepoint, "Prepared test"));
      return [outer[0]?.price, inner[0]?.price];
    });
    expect(prices).toEqual([4200, 4200]);
    const kept = await executionsOnTheConnection();
    expect(kept.get("select price from services where name = $1")).toBe(2);
    expect([...kept.keys()].some((statement) => statement.startsWith("insert into services"))).toBe(true);
  });

  it("leaves statements without parameters to the simple protocol", async () => {
    const db = drizzle(preparingStatements(client));
    const before = (await executionsOnTheConnection()).size;
    await db.execute(sql.raw("select count(*) from services"));
    expect((await executionsOnTheConnection()).size).toBe(before);
  });
});
