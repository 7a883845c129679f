import { lt } from "drizzle-orm";
import type { RateLimitCounter } from "@stringing/core/ports/rate-limit-counter.port";
import { isTransaction } from "./ambient-transaction.ts";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { rateLimitWindows } from "./schema/index.ts";
import { runStatementText } from "./statement-text.ts";

const COUNT = "on conflict (scope, address, window_start) do update set hits = rate_limit_windows.hits + 1";

/** A hit inside someone else's transaction: it commits as that transaction does. */
const HIT = `insert into rate_limit_windows (scope, address, window_start, hits) values ($1, $2, $3::timestamptz, 1)
  ${COUNT} returning hits`;

/**
 * A hit that is its own transaction does not wait for the disk at commit
 * (`set_config(…, true)` lasts until that commit, never on the connection);
 * it answers the setting it commits under too. A count a crash loses costs
 * at most a few more posts let through; waiting meant every concurrent hit
 * of one address queued behind one WAL flush each while holding the row
 * (decision record 0021).
 */
export const RELAXED_HIT = `insert into rate_limit_windows (scope, address, window_start, hits)
  select $1, $2, $3::timestamptz, 1 from (select set_config('synchronous_commit', 'off', true)) as relaxed
  ${COUNT} returning hits, current_setting('synchronous_commit') as "synchronousCommit"`;

export class PostgresRateLimitCounter implements RateLimitCounter {
  constructor(private readonly db: Executor) {}

  /** One upsert: the row lock serialises concurrent hits, so no two get the same count. Written once, as every public POST runs it. */
  async hit(scope: string, client: string, windowStart: Date) {
    const text = isTransaction(this.db) ? HIT : RELAXED_HIT;
    const [row] = await runStatementText<{ hits: number }>(this.db, text, [scope, client, windowStart.toISOString()]);
    if (!row) throw new Error("rate limit upsert returned no row");
    return Number(row.hits);
  }

  /** Housekeeping: windows that started before `cutoff` no longer limit anyone. */
  async deleteWindowsBefore(cutoff: Date) {
    const removed = await this.db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, cutoff)).returning({ scope: rateLimitWindows.scope });
    return removed.length;
  }
}

translateStorageErrorsOf(PostgresRateLimitCounter);
