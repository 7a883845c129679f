/**
 * @module The one database module: embedded PGlite under $DATA_DIR when no
 * DATABASE_URL is given, a Postgres server through postgres.js otherwise.
 * Same schema, same drizzle queries.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { TableMaintenance } from "@stringing/core/ports/table-maintenance.port";
import { makePrivateFolder } from "../local/private-files.ts";
import { ambientAware } from "./ambient-transaction.ts";
import { translateStorageError } from "./errors.ts";
import { PGLITE_SHARED_BUFFERS, pgliteModuleWithSharedBuffers } from "./pglite-module.ts";
import { preparingStatements } from "./prepared-statements.ts";
import { PgliteTableMaintenance } from "./pglite-table-maintenance.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a repository receives: the database or a transaction inside it. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "transaction">;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs `work` while holding a cluster-wide lock, so several instances never migrate or seed at once. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs SQL a library brings as text (pg-boss's schema and maintenance):
   * several statements, no parameters, on one connection, answering the
   * last statement's rows. A script that fails inside its own BEGIN is
   * rolled back, so the connection is left clean.
   */
  runScript(text: string): Promise<Record<string, unknown>[]>;
  /** LISTEN/NOTIFY on a Postgres server; absent on PGlite, whose one process hears its own changes. */
  notifications?: Notifications;
  /** VACUUM (ANALYZE) the app runs itself on PGlite; absent on a Postgres server, whose autovacuum does it. */
  maintenance?: TableMaintenance;
  close(): Promise<void>;
};

/** Postgres's LISTEN/NOTIFY, as postgres.js gives it: a dedicated connection that listens again after a reconnect. */
export type Notifications = {
  /** `onListen` runs each time the listening connection is (re)established. */
  listen(channel: string, onMessage: (payload: string) => void, onListen: () => void): Promise<{ unlisten(): Promise<void> }>;
  notify(channel: string, payload: string): Promise<void>;
};

/** `poolSize`: connections to the server (DATABASE_POOL_SIZE, else 10). */
export type DatabaseOptions = { url?: string | undefined; dataDir?: string | undefined; poolSize?: number | undefined };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// An arbitrary, fixed key for pg_advisory_lock.
const STARTUP_LOCK_KEY = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? Number(process.env.DATABASE_POOL_SIZE ?? 10)) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  // Short timeouts so that requests fail fast while the server is away and
  // the pool reconnects on its own when it returns (docs/rules/running.md, Database restarts).
  const client = postgres(url, {
    max: poolSize,
    connect_timeout: 3,
    idle_timeout: 20,
    max_lifetime: 60 * 30,
    // postgres.js waits 3^failures/100 s (up to 20 s, counted across the
    // pool) before reconnecting a closed connection: after a restart, requests
    // queued on one would hang that long. Half a second at most.
    backoff: reconnectDelaySeconds,
    onnotice: () => {},
  });
  // Ambient-aware: inside ActivityLog.record every repository joins its transaction.
  const db = ambientAware(drizzle(preparingStatements(client), { schema }) as unknown as Database);
  return {
    db,
    kind: "postgres",
    async withStartupLock(work) {
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
        return await work();
      } finally {
        await reserved`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => {});
        reserved.release();
      }
    },
    async runScript(text) {
      // postgres.js refuses BEGIN on a pooled connection; a reserved one is ours alone.
      const reserved = await client.reserve();
      try {
        const result = await reserved.unsafe(text);
        const last: unknown = Array.isArray(result[0]) ? result.at(-1) : result;
        return Array.isArray(last) ? [...(last as Record<string, unknown>[])] : [];
      } catch (error) {
        await reserved.unsafe("rollback").catch(() => {});
        throw error;
      } finally {
        reserved.release();
      }
    },
    notifications: {
      async listen(channel, onMessage, onListen) {
        const { unlisten } = await client.listen(channel, onMessage, onListen);
        return { unlisten };
      },
      async notify(channel, payload) {
        await client.notify(channel, payload);
      },
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Seconds before a closed connection reconnects: quick at first, never above 0.5 s, jittered. */
function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.02 * 2 ** failures, 0.5) * (0.5 + Math.random() / 2);
}

/**
 * PGlite starts its backend with `client_min_messages=debug3` and
 * `log_min_messages=debug1`: Postgres wrote a DEBUG notice for every parse
 * and bind, sent it through the protocol, and PGlite parsed it only to drop
 * it (its log goes nowhere): a fifth of a short query's time. Postgres's
 * own defaults instead, for the session's life.
 */
const POSTGRES_MESSAGE_LEVELS = "set client_min_messages = notice; set log_min_messages = warning";

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let location: string | undefined;
  if (dataDir && dataDir !== "memory://") {
    location = join(dataDir, "pglite");
    await makePrivateFolder(location);
  }
  const wasmModule = await pgliteModuleWithSharedBuffers(PGLITE_SHARED_BUFFERS);
  if (!wasmModule) console.warn("[db] This PGlite has no shared_buffers=128MB to replace: the embedded store keeps 128 MB of shared buffers.");
  const options = wasmModule ? { wasmModule } : {};
  // On disk, what a statement commits is flushed before it answers (decision 0027).
  const client = location ? await (await import("./durable-node-fs.ts")).durablePglite(location, options) : await PGlite.create(options);
  await client.exec(POSTGRES_MESSAGE_LEVELS);
  // Ambient-aware: inside ActivityLog.record every repository joins its transaction.
  const db = ambientAware(drizzle(client, { schema }) as unknown as Database);
  const runScript = async (text: string) => {
    try {
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
    } catch (error) {
      if (client.isInTransaction()) await client.exec("rollback");
      throw error;
    }
  };
  return {
    db,
    kind: "pglite",
    // One process owns a PGlite directory; there is nobody to race.
    withStartupLock: (work) => work(),
    runScript,
    maintenance: new PgliteTableMaintenance(runScript),
    close: () => client.close(),
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`).catch((error: unknown) => {
    throw translateStorageError(error);
  });
}
