import type { Clock } from "../ports/clock.port.ts";
import type { SessionRepository } from "../ports/session-repository.port.ts";
import type { SessionTokens } from "../ports/session-tokens.port.ts";
import { useSession } from "./session-policy.ts";
import type { User } from "./user.ts";

export type ResumeSessionDeps = {
  sessions: SessionRepository;
  tokens: SessionTokens;
  clock: Clock;
  /** A session unused for this long has ended (SESSION_IDLE_TIMEOUT_HOURS). */
  idleTimeoutMs: number;
};

/** The session's user, and a new expiry when the session slid forward (the cookie must follow). */
export type ResumedSession = { user: User; renewedUntil: Date | null };

export const resumeSession =
  (deps: ResumeSessionDeps) =>
  async (token: string): Promise<ResumedSession | null> => {
    const tokenHash = await deps.tokens.hash(token);
    const found = await deps.sessions.findWithUser(tokenHash);
    if (!found) return null;
    const now = deps.clock.now();
    const use = useSession(found, now, deps.idleTimeoutMs);
    if (use.kind === "ended") {
      await deps.sessions.delete(tokenHash);
      return null;
    }
    if (use.touch) await deps.sessions.touch(tokenHash, use.touch);
    return { user: found.user, renewedUntil: use.touch?.expiresAt ?? null };
  };
