import type { DumpKind } from "./backup-manifest.ts";

/** Rows in every table of every schema the app owns, keyed "schema.table". */
export type TableRows = Record<string, number>;

export type DatabaseDump = { bytes: Uint8Array; tableRows: TableRows; serverVersion: string };

/** One database's way in and out of a backup file: the Postgres server's, or PGlite's under DATA_DIR. */
export interface DatabaseBackup {
  readonly dumpKind: DumpKind;
  /** The dump and the row counts, both from one consistent view of the database. */
  dump(): Promise<DatabaseDump>;
  /** True when the database holds no tables at all (a fresh `createdb`, or no PGlite folder yet). */
  isEmpty(): Promise<boolean>;
  /** Replaces whatever the database holds with the dump; the caller has decided it may. */
  restore(bytes: Uint8Array): Promise<void>;
  tableRows(): Promise<TableRows>;
}
