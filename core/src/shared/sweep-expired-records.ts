import { LOGIN_WINDOW_MS } from "../auth/login-throttle.ts";
import { idleCutoff } from "../auth/session-policy.ts";
import { IDEMPOTENCY_KEY_TTL_MS } from "../orders/idempotency-key.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { IdempotencyKeys } from "../ports/idempotency-keys.port.ts";
import type { LoginAttemptRepository } from "../ports/login-attempt-repository.port.ts";
import type { RateLimitCounter } from "../ports/rate-limit-counter.port.ts";
import type { SessionRepository } from "../ports/session-repository.port.ts";
import { windowStartOf } from "./public-form-limit.ts";

export type SweepDeps = {
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  rateLimits: RateLimitCounter;
  idempotencyKeys: IdempotencyKeys;
  clock: Clock;
  sessionIdleTimeoutMs: number;
};

/**
 * Housekeeping: removes ended sessions, login failures older than any
 * window, finished form-limit windows and order Idempotency-Keys older
 * than a day. Nothing depends on it for
 * correctness (every check also looks at the time), so a part that fails is
 * left for the next sweep and the others still run.
 */
export const sweepExpiredRecords = (deps: SweepDeps) => async (): Promise<void> => {
  const now = deps.clock.now();
  await Promise.allSettled([
    deps.sessions.deleteEnded({ now, idleSince: idleCutoff(now, deps.sessionIdleTimeoutMs) }),
    deps.loginAttempts.deleteOlderThan(new Date(now.getTime() - LOGIN_WINDOW_MS)),
    deps.rateLimits.deleteWindowsBefore(windowStartOf(now)),
    deps.idempotencyKeys.deleteOlderThan(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
  ]);
};
