/** What reserving an attempt came to: its row to release on success, or the attempts that already fill the limit. */
export type AttemptReservation = { reserved: true; id: number } | { reserved: false; recent: Date[] };

/** Password attempts (login and password change), shared by every instance so the limit holds behind a load balancer. */
export interface LoginAttemptRepository {
  /**
   * Records an attempt at `at` unless `max` are already recorded after
   * `since`. Atomic: of any number of concurrent reservations for one
   * username and address, at most the free places succeed. A reserved
   * attempt counts as a failure until it is released or cleared.
   */
  reserve(username: string, address: string, at: Date, limit: { since: Date; max: number }): Promise<AttemptReservation>;
  /** Forgets one reserved attempt (it succeeded). */
  release(id: number): Promise<void>;
  recentFailures(username: string, address: string, since: Date): Promise<Date[]>;
  clear(username: string, address: string): Promise<void>;
  /** Housekeeping: forgets failures at or before the cutoff. */
  deleteOlderThan(cutoff: Date): Promise<void>;
}
