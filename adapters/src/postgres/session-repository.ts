import { eq, lte } from "drizzle-orm";
import type { SessionRepository } from "@stringing/core/ports/session-repository.port";
import type { Executor } from "./db.ts";
import { sessions, users } from "./schema/index.ts";
import { userColumns } from "./user-repository.ts";

export class PostgresSessionRepository implements SessionRepository {
  constructor(private readonly db: Executor) {}

  async create(session: { tokenHash: string; userId: number; expiresAt: Date }) {
    await this.db.insert(sessions).values(session);
  }

  async findWithUser(tokenHash: string) {
    const [row] = await this.db
      .select({
        expiresAt: sessions.expiresAt,
        user: userColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row ?? null;
  }

  async extend(tokenHash: string, expiresAt: Date) {
    await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  }

  async delete(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteExpired(now: Date) {
    const removed = await this.db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ hash: sessions.tokenHash });
    return removed.length;
  }
}
