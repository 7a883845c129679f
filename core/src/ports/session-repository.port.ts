import type { User } from "../auth/user.ts";

/** Sessions are stored by the hash of their token only. */
export interface SessionRepository {
  create(session: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void>;
  findWithUser(tokenHash: string): Promise<{ user: User; expiresAt: Date } | null>;
  extend(tokenHash: string, expiresAt: Date): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}
