/** Failed logins, shared by every instance so the limit holds behind a load balancer. */
export interface LoginAttemptRepository {
  recentFailures(username: string, address: string, since: Date): Promise<Date[]>;
  recordFailure(username: string, address: string, at: Date): Promise<void>;
  clear(username: string, address: string): Promise<void>;
  /** Housekeeping: forgets failures at or before the cutoff. */
  deleteOlderThan(cutoff: Date): Promise<void>;
}
