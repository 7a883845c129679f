import type { Executor } from "./db.ts";

/**
 * Runs a statement whose failure the caller answers (a unique violation) in
 * a savepoint of its own: Postgres aborts a whole transaction at its first
 * error, and postgres.js rethrows that error when the transaction ends even
 * if the caller caught it. Inside an activity's transaction (decision 0023)
 * the refusal then leaves the enclosing transaction usable.
 */
export function inSavepoint<T>(db: Pick<Executor, "transaction">, statement: () => Promise<T>): Promise<T> {
  return db.transaction(() => statement());
}
