import { lt } from "drizzle-orm";
import type { RateLimitCounter } from "@stringing/core/ports/rate-limit-counter.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { rateLimitWindows } from "./schema/index.ts";
import { runStatementText } from "./statement-text.ts";

const HIT = `insert into rate_limit_windows (scope, address, window_start, hits) values ($1, $2, $3::timestamptz, 1)
  on conflict (scope, address, window_start) do update set hits = rate_limit_windows.hits + 1
  returning hits`;

export class PostgresRateLimitCounter implements RateLimitCounter {
  constructor(private readonly db: Executor) {}

  /** One upsert: the row lock serialises concurrent hits, so no two get the same count. Written once, as every public POST runs it. */
  async hit(scope: string, client: string, windowStart: Date) {
    const [row] = await runStatementText<{ hits: number }>(this.db, HIT, [scope, client, windowStart.toISOString()]);
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
