/**
 * @module VACUUM (ANALYZE) for the embedded store. PGlite runs Postgres in
 * single-user mode: no autovacuum, and the per-table counters autovacuum
 * would read are never published (`n_dead_tup` stays 0 however many rows
 * die). Left alone, every updated or deleted row of the embedded store kept
 * its space for ever (pg-boss's jobs, form-limit windows, sessions, orders)
 * and the planner never had statistics. A table with nothing to reclaim is
 * cheap to vacuum again (its pages are marked all-visible), so every table
 * is visited, the catalogs too: each ANALYZE rewrites `pg_statistic` rows.
 */
import type { TableMaintenance } from "@stringing/core/ports/table-maintenance.port";

/** Every table holding rows, app and catalogs alike: partitions, not their partitioned parents (which hold none); TOAST goes with its table. */
const TABLES = `select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'm') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
  order by n.nspname = 'pg_catalog', n.nspname, c.relname`;

/** Runs one statement outside any transaction (VACUUM refuses to run inside one). */
type RunScript = (text: string) => Promise<Record<string, unknown>[]>;

export class PgliteTableMaintenance implements TableMaintenance {
  constructor(private readonly runScript: RunScript) {}

  async tables() {
    return (await this.runScript(TABLES)).map((row) => String(row.name));
  }

  /** `table` as `tables` names it, already quoted. */
  async vacuum(table: string) {
    await this.runScript(`vacuum (analyze) ${table}`);
  }
}
