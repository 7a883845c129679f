/**
 * Sessions last 30 days and slide: a session used in the second half of its
 * life is pushed out to a full 30 days again, so an owner who works daily is
 * never logged out, and an abandoned session dies on its own.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_WHEN_LEFT_MS = SESSION_LIFETIME_MS / 2;

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_LIFETIME_MS);
}

export function isExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

export function shouldRenew(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS;
}
