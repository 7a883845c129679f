import { and, eq, gt, lte } from "drizzle-orm";
import type { LoginAttemptRepository } from "@stringing/core/ports/login-attempt-repository.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { loginAttempts } from "./schema/index.ts";

export class PostgresLoginAttemptRepository implements LoginAttemptRepository {
  constructor(private readonly db: Executor) {}

  async recentFailures(username: string, address: string, since: Date) {
    const rows = await this.db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, username), eq(loginAttempts.address, address), gt(loginAttempts.attemptedAt, since)));
    return rows.map((row) => row.at);
  }

  async recordFailure(username: string, address: string, at: Date) {
    await this.db.insert(loginAttempts).values({ username, address, attemptedAt: at });
  }

  async clear(username: string, address: string) {
    await this.db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.address, address)));
  }

  /** Housekeeping: failures older than any window still matter. */
  async deleteOlderThan(cutoff: Date) {
    await this.db.delete(loginAttempts).where(lte(loginAttempts.attemptedAt, cutoff));
  }
}

translateStorageErrorsOf(PostgresLoginAttemptRepository);
