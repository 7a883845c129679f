/**
 * @module How a claim finds the first due jobs without reading them all.
 * pg-boss claims the due jobs of a name by priority, creation and id, but
 * indexes them by name and start time only, so every claim read and sorted
 * the whole backlog: 7 ms a claim with 6,000 mails waiting on PGlite, 15 ms
 * under EXPLAIN, one claim per mail while the server is busy. An index in
 * the claim's order lets it read just the jobs it takes, but Postgres picks
 * it only when its statistics say the backlog is large, and PGlite gathers
 * none (a single-user Postgres runs no autovacuum): it kept sorting. So a
 * claim runs in a transaction that rules sorting out, which leaves the
 * index as the way to read in that order, whatever the statistics say.
 */
import { sql } from "drizzle-orm";
import type { Database, Executor } from "./db.ts";

/** On pg-boss's parent table, so every queue's partition has it, a queue created later included. */
export const claimOrderIndex = (schema: string) =>
  `create index if not exists job_claim_order on ${schema}.job (name, priority desc, created_on, id) where state < 'active'`;

/** Runs `claim` (pg-boss's fetch, given the transaction) where Postgres reads jobs in the claim index's order. */
export function withClaimOrder<T>(db: Pick<Database, "transaction">, claim: (transaction: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`set local enable_sort = off`);
    return claim(transaction);
  });
}
