import type { DatabaseBackup, DatabaseDump, TableRows } from "./database-backup.ts";
import { findPgTool } from "./pg-binaries.ts";
import { runTool } from "./run-tool.ts";
import { countTableRows, quoteIdentifier, USER_TABLES } from "./table-rows.ts";

/** The database DATABASE_URL names, dumped with pg_dump's custom format and put back with pg_restore. */
export class PostgresDatabaseBackup implements DatabaseBackup {
  readonly dumpKind = "pg_dump-custom" as const;

  constructor(private readonly url: string) {}

  private async withClient<T>(work: (sql: import("postgres").Sql) => Promise<T>): Promise<T> {
    const { default: postgres } = await import("postgres");
    const sql = postgres(this.url, { max: 1, onnotice: () => {} });
    try {
      return await work(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }

  private async tool(sql: import("postgres").Sql, name: "pg_dump" | "pg_restore"): Promise<string> {
    const [row] = await sql.unsafe("show server_version_num");
    return findPgTool(name, Math.floor(Number(row?.server_version_num) / 10000));
  }

  dump(): Promise<DatabaseDump> {
    return this.withClient(async (sql) => {
      const pgDump = await this.tool(sql, "pg_dump");
      const reserved = await sql.reserve();
      try {
        // The counts and pg_dump read one exported snapshot, so they agree while orders keep coming in.
        await reserved.unsafe("begin isolation level repeatable read read only");
        const [snapshot] = await reserved.unsafe("select pg_export_snapshot() as id, current_setting('server_version') as version");
        const tableRows = await countTableRows((text) => reserved.unsafe(text));
        const bytes = await runTool(pgDump, ["--format=custom", `--snapshot=${snapshot?.id}`, `--dbname=${this.url}`]);
        await reserved.unsafe("commit");
        return { bytes, tableRows, serverVersion: String(snapshot?.version) };
      } finally {
        reserved.release();
      }
    });
  }

  isEmpty(): Promise<boolean> {
    return this.withClient(async (sql) => (await sql.unsafe(USER_TABLES)).length === 0);
  }

  restore(bytes: Uint8Array): Promise<void> {
    return this.withClient(async (sql) => {
      const pgRestore = await this.tool(sql, "pg_restore");
      // Read through once before anything is dropped: a dump pg_restore cannot list is refused untouched.
      await runTool(pgRestore, ["--list"], bytes);
      const schemas = await sql.unsafe("select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'");
      await sql.begin(async (tx) => {
        for (const { nspname } of schemas) await tx.unsafe(`drop schema ${quoteIdentifier(String(nspname))} cascade`);
        await tx.unsafe("create schema public");
      });
      await runTool(pgRestore, ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", `--dbname=${this.url}`], bytes);
    });
  }

  tableRows(): Promise<TableRows> {
    return this.withClient((sql) => countTableRows((text) => sql.unsafe(text)));
  }
}
