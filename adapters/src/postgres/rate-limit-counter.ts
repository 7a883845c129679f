import { lt, sql } from "drizzle-orm";
import type { RateLimitCounter } from "@stringing/core/ports/rate-limit-counter.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { rateLimitWindows } from "./schema/index.ts";

export class PostgresRateLimitCounter implements RateLimitCounter {
  constructor(private readonly db: Executor) {}

  /** One upsert: the row lock serialises concurrent hits, so no two get the same count. */
  async hit(scope: string, client: string, windowStart: Date) {
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({ scope, address: client, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.scope, rateLimitWindows.address, rateLimitWindows.windowStart],
        set: { hits: sql`${rateLimitWindows.hits} + 1` },
      })
      .returning({ hits: rateLimitWindows.hits });
    if (!row) throw new Error("rate limit upsert returned no row");
    return row.hits;
  }

  /** Housekeeping: windows that started before `cutoff` no longer limit anyone. */
  async deleteWindowsBefore(cutoff: Date) {
    const removed = await this.db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, cutoff)).returning({ scope: rateLimitWindows.scope });
    return removed.length;
  }
}

translateStorageErrorsOf(PostgresRateLimitCounter);
