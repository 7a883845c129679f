import { eq, lte, or } from "drizzle-orm";
import type { SessionTouch } from "@stringing/core/auth/session-policy";
import type { SessionRepository } from "@stringing/core/ports/session-repository.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { sessions, users } from "./schema/index.ts";
import { userColumns } from "./user-repository.ts";

export class PostgresSessionRepository implements SessionRepository {
  constructor(private readonly db: Executor) {}

  async create(session: { tokenHash: string; userId: number; expiresAt: Date; lastSeenAt: Date }) {
    await this.db.insert(sessions).values(session);
  }

  async findWithUser(tokenHash: string) {
    const [row] = await this.db
      .select({
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        user: userColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row ?? null;
  }

  async touch(tokenHash: string, touch: SessionTouch) {
    const changes = touch.expiresAt ? { lastSeenAt: touch.lastSeenAt, expiresAt: touch.expiresAt } : { lastSeenAt: touch.lastSeenAt };
    await this.db.update(sessions).set(changes).where(eq(sessions.tokenHash, tokenHash));
  }

  async delete(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteForUser(userId: number) {
    const removed = await this.db.delete(sessions).where(eq(sessions.userId, userId)).returning({ hash: sessions.tokenHash });
    return removed.length;
  }

  async deleteEnded({ now, idleSince }: { now: Date; idleSince: Date }) {
    const removed = await this.db
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
      .returning({ hash: sessions.tokenHash });
    return removed.length;
  }
}

translateStorageErrorsOf(PostgresSessionRepository);
