/**
 * Databases for tests: always a fresh in-memory PGlite; also a scratch
 * database on the Postgres server named by DATABASE_URL when it is set; and a
 * throwaway container when a Docker engine answers (never here, so that path
 * skips cleanly).
 */
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { randomBytes } from "node:crypto";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./db.ts";

export type TestDatabase = { handle: DatabaseHandle; dispose(): Promise<void>; /** Set for server databases, so a test can open a second pool, as a second instance would. */ url?: string };
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

/** Whether a Docker engine answers on its socket (the client alone is not enough). */
export async function dockerEngineAnswers(socketPath = "/var/run/docker.sock"): Promise<boolean> {
  if (process.env.DOCKER_HOST && !process.env.DOCKER_HOST.startsWith("unix://")) return true;
  const path = process.env.DOCKER_HOST?.replace("unix://", "") ?? socketPath;
  if (!existsSync(path)) return false;
  return new Promise((resolve) => {
    const socket = connect(path);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("GET /_ping HTTP/1.0\r\nHost: docker\r\n\r\n"));
    socket.on("data", (data) => done(data.toString().includes("OK")));
  });
}

/** A Postgres container through testcontainers, for machines with a Docker engine. */
export async function openContainerTestDatabase(): Promise<TestDatabase & { stop(): Promise<void> }> {
  const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
  const container = await new PostgreSqlContainer("postgres:16-alpine").start();
  const database = await openServerTestDatabase(container.getConnectionUri());
  return { ...database, stop: async () => void (await container.stop()) };
}
