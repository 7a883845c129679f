import { access, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { makePrivateFolder } from "../local/private-files.ts";
import type { DatabaseBackup, DatabaseDump, TableRows } from "./database-backup.ts";
import { countTableRows } from "./table-rows.ts";

/**
 * The embedded database under `$DATA_DIR/pglite`, dumped as PGlite's own
 * data-folder tarball, gzipped. PGlite has one owner: the server must be stopped
 * while this runs.
 */
export class PgliteDatabaseBackup implements DatabaseBackup {
  readonly dumpKind = "pglite-datadir" as const;
  private readonly folder: string;

  constructor(dataDir: string) {
    this.folder = join(dataDir, "pglite");
  }

  private async withClient<T>(work: (client: PGlite) => Promise<T>, options: { at?: string; load?: Blob } = {}): Promise<T> {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(options.at ?? this.folder, options.load ? { loadDataDir: options.load } : {});
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  }

  async dump(): Promise<DatabaseDump> {
    // Opening a folder without one would make a new, empty database and back that up.
    if (await this.isEmpty()) throw new Error(`There is no embedded database in ${this.folder}: is DATA_DIR set as the server's?`);
    return this.withClient(async (client) => {
      const tableRows = await countTableRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      const version = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? "";
      const tarball = await client.dumpDataDir("gzip");
      return { bytes: new Uint8Array(await tarball.arrayBuffer()), tableRows, serverVersion: `${version} (PGlite)` };
    });
  }

  async isEmpty(): Promise<boolean> {
    return !(await exists(join(this.folder, "PG_VERSION")));
  }

  /** Loaded into a folder beside the live one and swapped in only once PGlite has opened it. */
  async restore(bytes: Uint8Array): Promise<void> {
    const incoming = `${this.folder}.restoring`;
    const outgoing = `${this.folder}.replaced`;
    await rm(incoming, { recursive: true, force: true });
    await makePrivateFolder(incoming);
    try {
      await this.withClient(async (client) => void (await client.query("select 1")), { at: incoming, load: new Blob([bytes]) });
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      throw error;
    }
    await rm(outgoing, { recursive: true, force: true });
    if (await exists(this.folder)) await rename(this.folder, outgoing);
    await rename(incoming, this.folder);
    await rm(outgoing, { recursive: true, force: true });
  }

  tableRows(): Promise<TableRows> {
    return this.withClient((client) => countTableRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows));
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
