import { is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "./db.ts";
import * as schema from "./schema/index.ts";
import type { TestDatabase, TestDatabaseTarget } from "./test-databases.ts";

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * Empties every table and restarts its ids, so a contract suite gets a fresh
 * store per test without the cost of a new database.
 */
export async function emptyAllTables(db: Database): Promise<void> {
  await db.execute(
    sql`truncate ${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )} restart identity cascade`,
  );
}

/** Opens the target's database for the calling describe block; call the returned function inside tests. */
export function useTestDatabase(target: TestDatabaseTarget): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.dispose());
  return () => {
    if (!database) throw new Error("useTestDatabase: the database is not open (call it inside a test)");
    return database;
  };
}

/** A contract factory over the target's database: each test gets the adapter over emptied tables. */
export function freshOn<T>(database: () => TestDatabase, build: (db: Database) => T) {
  return async () => {
    await emptyAllTables(database().handle.db);
    return { subject: build(database().handle.db) };
  };
}
