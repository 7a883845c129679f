import type { Clock } from "../ports/clock.port.ts";
import type { SessionRepository } from "../ports/session-repository.port.ts";
import type { SessionTokens } from "../ports/session-tokens.port.ts";
import { isExpired, sessionExpiry, shouldRenew } from "./session-policy.ts";
import type { User } from "./user.ts";

export type ResumeSessionDeps = { sessions: SessionRepository; tokens: SessionTokens; clock: Clock };

/** The session's user, and a new expiry when the session slid forward (the cookie must follow). */
export type ResumedSession = { user: User; renewedUntil: Date | null };

export const resumeSession =
  (deps: ResumeSessionDeps) =>
  async (token: string): Promise<ResumedSession | null> => {
    const tokenHash = await deps.tokens.hash(token);
    const found = await deps.sessions.findWithUser(tokenHash);
    if (!found) return null;
    const now = deps.clock.now();
    if (isExpired(found.expiresAt, now)) {
      await deps.sessions.delete(tokenHash);
      return null;
    }
    if (!shouldRenew(found.expiresAt, now)) return { user: found.user, renewedUntil: null };
    const renewedUntil = sessionExpiry(now);
    await deps.sessions.extend(tokenHash, renewedUntil);
    return { user: found.user, renewedUntil };
  };
