/**
 * Sessions last 30 days and slide: a session used in the second half of its
 * life is pushed out to a full 30 days again, so an owner who works daily is
 * never logged out, and an abandoned session dies on its own.
 *
 * On top of that, a session unused for the idle timeout (12 hours unless
 * configured) ends, so a cookie left behind on a shared computer or copied
 * from a forgotten browser stops working the same day.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_WHEN_LEFT_MS = SESSION_LIFETIME_MS / 2;

export const DEFAULT_SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/**
 * Recording every request's use would be a write per request; a minute's
 * precision is plenty against an idle limit counted in hours.
 */
export const LAST_SEEN_PRECISION_MS = 60 * 1000;

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_LIFETIME_MS);
}

export function isExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

export function shouldRenew(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS;
}

/** Sessions last used at or before this instant have been idle too long. */
export function idleCutoff(now: Date, idleTimeoutMs: number): Date {
  return new Date(now.getTime() - idleTimeoutMs);
}

export function isIdle(lastSeenAt: Date, now: Date, idleTimeoutMs: number): boolean {
  return lastSeenAt.getTime() <= idleCutoff(now, idleTimeoutMs).getTime();
}

/** What to store when a session is used: a new last use, and a new expiry when it slides. */
export type SessionTouch = { lastSeenAt: Date; expiresAt?: Date };

export type SessionUse = { kind: "ended" } | { kind: "active"; touch: SessionTouch | null };

/**
 * Decides what one use of a stored session means: it has ended (expired or
 * idle), or it goes on, with at most one write that records the use and
 * slides the expiry together.
 */
export function useSession(session: { expiresAt: Date; lastSeenAt: Date }, now: Date, idleTimeoutMs: number): SessionUse {
  if (isExpired(session.expiresAt, now) || isIdle(session.lastSeenAt, now, idleTimeoutMs)) return { kind: "ended" };
  const renew = shouldRenew(session.expiresAt, now);
  const stale = now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS;
  if (!renew && !stale) return { kind: "active", touch: null };
  return { kind: "active", touch: renew ? { lastSeenAt: now, expiresAt: sessionExpiry(now) } : { lastSeenAt: now } };
}
