import type { User } from "../auth/user.ts";
import type { SessionTouch } from "../auth/session-policy.ts";

/** Sessions are stored by the hash of their token only. */
export interface SessionRepository {
  create(session: { tokenHash: string; userId: number; expiresAt: Date; lastSeenAt: Date }): Promise<void>;
  findWithUser(tokenHash: string): Promise<{ user: User; expiresAt: Date; lastSeenAt: Date } | null>;
  /** Records a use, and slides the expiry when given, in one write. */
  touch(tokenHash: string, touch: SessionTouch): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of the user; returns how many there were. */
  deleteForUser(userId: number): Promise<number>;
  /** Removes sessions past their expiry or last used at or before `idleSince`. */
  deleteEnded(cutoffs: { now: Date; idleSince: Date }): Promise<number>;
}
