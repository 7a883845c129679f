/**
 * docs/rules/access.md, The login limit: after 10 failed attempts for one username from one address in 15
 * minutes, further attempts answer 429 until the window passes.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_LOGINS = 10;

/**
 * Given the times of recent failures (any order), returns how many seconds the
 * caller must wait, or 0 when another attempt is allowed.
 */
export function loginRetryAfterSeconds(failures: readonly Date[], now: Date): number {
  const windowStart = now.getTime() - LOGIN_WINDOW_MS;
  const recent = failures
    .map((failure) => failure.getTime())
    .filter((time) => time > windowStart)
    .sort((a, b) => b - a);
  if (recent.length < MAX_FAILED_LOGINS) return 0;
  // The block lifts when the oldest of the latest ten failures leaves the window.
  const unblocksAt = recent[MAX_FAILED_LOGINS - 1]! + LOGIN_WINDOW_MS;
  return Math.max(1, Math.ceil((unblocksAt - now.getTime()) / 1000));
}

/** The reservation `LoginAttemptRepository.reserve` takes at `now`: room for the limit within the window. */
export const loginAttemptLimit = (now: Date) => ({ since: new Date(now.getTime() - LOGIN_WINDOW_MS), max: MAX_FAILED_LOGINS });
