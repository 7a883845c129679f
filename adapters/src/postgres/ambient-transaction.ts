/**
 * @module One transaction shared by every repository a piece of work calls,
 * without passing it along (decision 0023). The database handle every
 * adapter holds resolves, at each call, to the transaction opened by
 * `withAmbientTransaction` in the same async context, and to the pool outside
 * one. A repository that opens its own transaction inside gets a savepoint.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { PgTransaction } from "drizzle-orm/pg-core";
type Scope = { transaction: object; open: boolean };

const scopes = new AsyncLocalStorage<Scope>();

/** The database as repositories see it: the current ambient transaction while one is open, else `root`. */
export function ambientAware<D extends object>(root: D): D {
  return new Proxy(root, {
    get(target, property) {
      const scope = scopes.getStore();
      // A callback scheduled inside a finished scope (a timer, a lazily started loop) must not reach its closed transaction.
      const current = scope?.open ? scope.transaction : target;
      const value: unknown = Reflect.get(current, property, current);
      // A transaction opened through this handle is the ambient one inside its callback (a savepoint of the outer one, if any).
      if (property === "transaction" && typeof value === "function") return ambientTransactionOf(current, value as (...args: never) => unknown);
      // The constructor stays itself: drizzle recognises a database by its constructor's entity kind.
      return typeof value === "function" && property !== "constructor" ? value.bind(current) : value;
    },
  });
}

type TransactionMethod = (work: (transaction: object) => Promise<unknown>, ...options: unknown[]) => Promise<unknown>;

function ambientTransactionOf(owner: object, transaction: (...args: never) => unknown): TransactionMethod {
  return (work, ...options) =>
    (transaction as TransactionMethod).call(owner, (opened: object) => withAmbientTransaction(opened, () => work(opened)), ...options);
}

/**
 * Runs `work` with `transaction` (one drizzle opened) as the ambient one:
 * every call through an ambient-aware handle joins it, and a transaction a
 * repository opens inside becomes a savepoint of it.
 */
async function withAmbientTransaction<T>(transaction: object, work: () => Promise<T>): Promise<T> {
  const scope: Scope = { transaction, open: true };
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.open = false;
  }
}

/** Whether `executor` is a transaction, or an ambient-aware handle that now stands for one (its prototype is still the pool's). */
export function isTransaction(executor: object): boolean {
  // The handle passes `constructor` through from what it stands for.
  const kind = executor.constructor;
  return kind === PgTransaction || kind.prototype instanceof PgTransaction;
}
