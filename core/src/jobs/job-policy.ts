/**
 * @module How jobs are retried: the schedule every job queue keeps to, the
 * Postgres one (pg-boss computes the same delays in SQL) and the in-memory
 * fake alike.
 */

/** How a job is retried and how long one run may take. */
export type JobPolicy = {
  /** Runs after the first; when the last of them fails too, the job is failed. */
  retryLimit: number;
  /**
   * Seconds before the first retry. Retry n (from 1) waits between
   * d·2^(n-1) and twice that (exponential backoff with jitter, so jobs that
   * failed together do not all come back together).
   */
  retryDelaySeconds: number;
  /**
   * How long one run may take. Its signal is aborted shortly before; past
   * it the run counts as failed and the job goes back to the queue, which
   * is also what happens to the job of a process that died mid-run.
   */
  timeoutSeconds: number;
};

/**
 * Twelve runs over at least 25.6 hours (at most 51.2): retries after about
 * 45 s, 1.5 min, 3 min, … 12.8 h, so a provider outage of a day is
 * outlasted, and a blip is retried within a minute or two.
 */
export const defaultJobPolicy: JobPolicy = { retryLimit: 11, retryDelaySeconds: 45, timeoutSeconds: 300 };

/** pg-boss's SQL: delay · 2^LEAST(16, retry) / 2, so the doubling stops at retry 16. */
const LAST_DOUBLING_RETRY = 16;

/** Seconds before retry number `retry` (from 1); `jitter` in [0, 1). */
export function retryDelaySeconds(policy: JobPolicy, retry: number, jitter: number): number {
  const base = policy.retryDelaySeconds * 2 ** (Math.min(LAST_DOUBLING_RETRY, retry) - 1);
  return base * (1 + jitter);
}

/** The shortest and longest time from the first failed run to the failed state, the runs themselves not counted. */
export function retryWindowSeconds(policy: JobPolicy): { shortest: number; longest: number } {
  let shortest = 0;
  for (let retry = 1; retry <= policy.retryLimit; retry++) shortest += retryDelaySeconds(policy, retry, 0);
  return { shortest, longest: shortest * 2 };
}

/** Refuses a policy no queue can keep: pg-boss needs whole seconds, a delay of at least 1 s with backoff, and runs under 24 h. */
export function checkJobPolicy(policy: JobPolicy): JobPolicy {
  const { retryLimit, retryDelaySeconds: delay, timeoutSeconds } = policy;
  if (!Number.isInteger(retryLimit) || retryLimit < 0) throw new RangeError(`retryLimit must be a whole number ≥ 0, not ${retryLimit}`);
  if (!Number.isInteger(delay) || delay < 1) throw new RangeError(`retryDelaySeconds must be a whole number ≥ 1, not ${delay}`);
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds >= 24 * 3600) {
    throw new RangeError(`timeoutSeconds must be a whole number from 1 to under 24 hours, not ${timeoutSeconds}`);
  }
  return policy;
}
