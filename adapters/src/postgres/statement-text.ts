/**
 * @module A statement whose text is already written, with `$1`, `$2`, …
 * parameters, run on the driver of an executor (the pool, or the transaction
 * the ambient-aware handle stands for) without drizzle building it again.
 * drizzle rebuilds every query from its parts on each call; for the long
 * statements of the order intake and pg-boss's job inserts that was a fifth
 * of the server's CPU under load (decision record 0021). Rows come back as
 * drizzle's own `execute` gives them on each driver.
 */
import { types } from "@electric-sql/pglite";
import type { Executor } from "./db.ts";

type Row = Record<string, unknown>;
type PostgresJsClient = { unsafe(text: string, parameters: unknown[], options: { prepare: boolean; simple: boolean }): Promise<Row[]> };
type PgliteClient = { query(text: string, parameters: unknown[], options: object): Promise<{ rows: Row[] }> };

const keepAsText = (value: string) => value;
// What drizzle's PGlite session asks for in `execute`: dates, times and numerics (and their arrays) as the text Postgres sent.
const PGLITE_RAW_PARSERS = {
  rowMode: "object",
  parsers: Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepAsText])),
};

function driverOf(executor: Pick<Executor, "execute">): PostgresJsClient | PgliteClient {
  const client = (executor as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error("runStatementText needs a drizzle database or transaction");
  return client as PostgresJsClient | PgliteClient;
}

/** Runs `text` with `parameters` ($1 is the first) on `executor`'s connection or transaction; answers its rows. */
export async function runStatementText<T extends Row = Row>(executor: Pick<Executor, "execute">, text: string, parameters: readonly unknown[]): Promise<T[]> {
  const driver = driverOf(executor);
  // Written once and run again and again, a statement is kept on its connection even without parameters (read once, planned once).
  if ("unsafe" in driver) return (await driver.unsafe(text, [...parameters], { prepare: true, simple: false })) as T[];
  return (await driver.query(text, [...parameters], PGLITE_RAW_PARSERS)).rows as T[];
}
