import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { AttemptReservation, LoginAttemptRepository } from "@stringing/core/ports/login-attempt-repository.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { loginAttempts } from "./schema/index.ts";

export class PostgresLoginAttemptRepository implements LoginAttemptRepository {
  constructor(private readonly db: Executor) {}

  async reserve(username: string, address: string, at: Date, limit: { since: Date; max: number }): Promise<AttemptReservation> {
    return this.db.transaction(async (tx) => {
      // Concurrent reservations for one key queue on this lock, so each counts the rows the ones before it inserted
      // (the count is a statement of its own, its snapshot taken after the lock). The two-key form never meets the
      // single-key startup lock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${username}), hashtext(${address}))`);
      const recent = await this.recentIn(tx, username, address, limit.since);
      if (recent.length >= limit.max) return { reserved: false, recent };
      const [row] = await tx.insert(loginAttempts).values({ username, address, attemptedAt: at }).returning({ id: loginAttempts.id });
      if (!row) throw new Error("login attempt insert returned no row");
      return { reserved: true, id: row.id };
    });
  }

  async release(id: number) {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  }

  recentFailures(username: string, address: string, since: Date) {
    return this.recentIn(this.db, username, address, since);
  }

  private async recentIn(db: Pick<Executor, "select">, username: string, address: string, since: Date) {
    const rows = await db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, username), eq(loginAttempts.address, address), gt(loginAttempts.attemptedAt, since)));
    return rows.map((row) => row.at);
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
