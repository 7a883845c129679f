import { describe, expect, it } from "vitest";
import { StorageConflict, StorageRefusedValue, StorageUnavailable } from "@stringing/core/shared/storage-errors";
import { openDatabase } from "./db.ts";
import { translateStorageError, translateStorageErrorsOf } from "./errors.ts";
import { PostgresInventoryRepository } from "./inventory-repository.ts";
import { PostgresSessionRepository } from "./session-repository.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { useTestDatabase } from "./use-test-database.ts";
import { PostgresUserRepository } from "./user-repository.ts";

/** A driver error as drizzle hands it on: the Postgres code on the cause. */
const wrapped = (code: string) => Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("driver"), { code }) });

describe("translateStorageError", () => {
  it("turns driver errors into core's storage errors, keeping the original as the cause", () => {
    for (const code of ["08006", "57P01", "57P03", "ECONNREFUSED", "CONNECTION_CLOSED", "CONNECT_TIMEOUT"]) {
      expect(translateStorageError(wrapped(code)), code).toBeInstanceOf(StorageUnavailable);
    }
    const clash = wrapped("23505");
    expect(translateStorageError(clash)).toBeInstanceOf(StorageConflict);
    expect((translateStorageError(clash) as Error).cause).toBe(clash);
    for (const code of ["22003", "22P02", "22001"]) expect(translateStorageError(wrapped(code)), code).toBeInstanceOf(StorageRefusedValue);
  });

  it("leaves every other error as it is", () => {
    const bug = new TypeError("x is undefined");
    expect(translateStorageError(bug)).toBe(bug);
    const syntax = wrapped("42601");
    expect(translateStorageError(syntax)).toBe(syntax);
    const already = new StorageUnavailable();
    expect(translateStorageError(already)).toBe(already);
  });

  it("makes every method of an adapter class translate what it throws or rejects with, and passes answers through", async () => {
    class Adapter {
      constructor(private readonly answer: number) {}
      async read() {
        return this.answer;
      }
      plain() {
        return "sync";
      }
      async rejects() {
        throw wrapped("08006");
      }
      throws() {
        throw wrapped("23505");
      }
      async bug() {
        throw new RangeError("bug");
      }
    }
    class Extended extends Adapter {
      async own() {
        throw wrapped("22003");
      }
    }
    translateStorageErrorsOf(Adapter);
    translateStorageErrorsOf(Extended);
    const adapter = new Extended(42);
    expect(await adapter.read()).toBe(42);
    expect(adapter.plain()).toBe("sync");
    await expect(adapter.rejects()).rejects.toBeInstanceOf(StorageUnavailable);
    expect(() => adapter.throws()).toThrow(StorageConflict);
    await expect(adapter.bug()).rejects.toBeInstanceOf(RangeError);
    await expect(adapter.own()).rejects.toBeInstanceOf(StorageRefusedValue);
    expect(adapter).toBeInstanceOf(Adapter);
  });
});

for (const target of testDatabaseTargets()) {
  describe(`Postgres adapters raise storage errors (${target.name})`, () => {
    const database = useTestDatabase(target);

    it("a clash the adapter does not expect is a StorageConflict", async () => {
      const { db } = database().handle;
      const user = await new PostgresUserRepository(db).create({ username: `clash-${Date.now()}`, passwordHash: "h", role: "admin" });
      const sessions = new PostgresSessionRepository(db);
      const session = { tokenHash: `hash-${Date.now()}`, userId: user!.id, expiresAt: new Date(Date.now() + 60_000), lastSeenAt: new Date() };
      await sessions.create(session);
      await expect(sessions.create(session)).rejects.toBeInstanceOf(StorageConflict);
    });

    it("a value the database refuses, inside a unit of work, is a StorageRefusedValue", async () => {
      const inventory = new PostgresInventoryRepository(database().handle.db);
      await expect(
        inventory.inTransaction((unit) => unit.insertItems([{ name: "Overflow", category: "mesh", quantity: 3_000_000_000, threshold: 1 }])),
      ).rejects.toBeInstanceOf(StorageRefusedValue);
    });

    // Only a server connection can end while the app runs; PGlite lives in the process.
    it.skipIf(target.name === "pglite")("a database that cannot be reached is StorageUnavailable", async () => {
      const handle = await openDatabase({ url: database().url! });
      await handle.close();
      await expect(new PostgresUserRepository(handle.db).findById(1)).rejects.toBeInstanceOf(StorageUnavailable);
    });
  });
}
