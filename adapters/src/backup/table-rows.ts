import type { TableRows } from "./database-backup.ts";

/** Answers a query's rows; postgres.js and PGlite each bring their own. */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** Every table outside the system schemas: the app's, drizzle's migration log and pg-boss's. */
export const USER_TABLES = `
  select table_schema as schema, table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%'
  order by 1, 2`;

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function countTableRows(query: RunQuery): Promise<TableRows> {
  const counts: TableRows = {};
  for (const table of await query(USER_TABLES)) {
    const [row] = await query(`select count(*)::int as n from ${quoteIdentifier(String(table.schema))}.${quoteIdentifier(String(table.name))}`);
    counts[`${table.schema}.${table.name}`] = Number(row?.n);
  }
  return counts;
}
