/**
 * A store that must vacuum and analyse its own tables: the embedded PGlite,
 * whose single-user Postgres has no autovacuum. A Postgres server does this
 * itself and has no such adapter.
 */
export interface TableMaintenance {
  /** Every table that holds rows, each named so that `vacuum` takes it. */
  tables(): Promise<string[]>;
  /** Reclaims the table's dead rows for reuse and refreshes the planner's statistics of it. */
  vacuum(table: string): Promise<void>;
}
