/**
 * @module One transaction shared by every repository a piece of work calls,
 * without passing it along (decision 0023). The database handle every
 * adapter holds resolves, at each call, to the transaction opened by
 * `inAmbientTransaction` in the same async context, and to the pool outside
 * one. A repository that opens its own transaction inside gets a savepoint.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "./db.ts";

type Scope = { transaction: Database; open: boolean };

const scopes = new AsyncLocalStorage<Scope>();

/** The database as repositories see it: the current ambient transaction while one is open, else `root`. */
export function ambientAware(root: Database): Database {
  return new Proxy(root, {
    get(target, property) {
      const scope = scopes.getStore();
      // A callback scheduled inside a finished scope (a timer, a lazily started loop) must not reach its closed transaction.
      const current = scope?.open ? scope.transaction : target;
      const value: unknown = Reflect.get(current, property, current);
      // The constructor stays itself: drizzle recognises a database by its constructor's entity kind.
      return typeof value === "function" && property !== "constructor" ? value.bind(current) : value;
    },
  });
}

/**
 * Runs `work` in one transaction that every call through an ambient-aware
 * handle joins; `work` also gets it to write with directly. Nested calls
 * share the outer transaction (as a savepoint).
 */
export function inAmbientTransaction<T>(db: Database, work: (transaction: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const scope: Scope = { transaction: tx as unknown as Database, open: true };
    try {
      return await scopes.run(scope, () => work(scope.transaction));
    } finally {
      scope.open = false;
    }
  });
}
