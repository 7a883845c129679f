/**
 * Databases for tests: always a fresh in-memory PGlite; also a scratch
 * database on the Postgres server named by DATABASE_URL when it is set.
 */
import { randomBytes } from "node:crypto";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./db.ts";

export type TestDatabase = {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
  /** Set for server databases, so a test can open a second pool, as a second instance would. */
  url?: string;
};
export type TestDatabaseTarget = { name: string; open(): Promise<TestDatabase> };

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: "pglite", open: openPgliteTestDatabase }];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) targets.push({ name: "postgres server", open: () => openServerTestDatabase(serverUrl) });
  return targets;
}

export async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  return { handle, dispose: () => handle.close() };
}

/** Creates a uniquely named database on the server, migrated, and drops it afterwards. */
export async function openServerTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const { default: postgres } = await import("postgres");
  const name = `stringing_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
