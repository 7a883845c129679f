import { LOGIN_WINDOW_MS } from "../auth/login-throttle.ts";
import type { ActivityLog } from "../ports/activity-log.port.ts";
import { idleCutoff } from "../auth/session-policy.ts";
import { IDEMPOTENCY_KEY_TTL_MS } from "../orders/idempotency-key.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { IdempotencyKeys } from "../ports/idempotency-keys.port.ts";
import type { LoginAttemptRepository } from "../ports/login-attempt-repository.port.ts";
import type { RateLimitCounter } from "../ports/rate-limit-counter.port.ts";
import type { SessionRepository } from "../ports/session-repository.port.ts";
import { windowStartOf } from "./public-form-limit.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type SweepDeps = {
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  rateLimits: RateLimitCounter;
  idempotencyKeys: IdempotencyKeys;
  activity: Pick<ActivityLog, "retentionDays" | "deleteOlderThan">;
  clock: Clock;
  sessionIdleTimeoutMs: number;
};

/**
 * Housekeeping: removes ended sessions, login failures older than any
 * window, finished form-limit windows, order Idempotency-Keys older
 * than a day and activity past the retention set in Settings. Nothing depends on it for
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
    deps.activity.retentionDays().then((days) => deps.activity.deleteOlderThan(new Date(now.getTime() - days * DAY_MS))),
  ]);
};
