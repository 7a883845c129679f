/**
 * Requests counted per scope, client and fixed window, in storage every
 * instance shares, so a limit holds behind a load balancer.
 */
export interface RateLimitCounter {
  /**
   * Counts one request in the window that starts at `windowStart` and answers
   * the window's count so far, this request included. Atomic: requests
   * arriving together at any instances get distinct counts.
   */
  hit(scope: string, client: string, windowStart: Date): Promise<number>;
  /** Housekeeping: forgets windows that started before the cutoff; answers how many. */
  deleteWindowsBefore(cutoff: Date): Promise<number>;
}
