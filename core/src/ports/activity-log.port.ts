import type { Activity, ActivityQuery, NewActivity } from "../activity/activity.ts";

/**
 * The activity log (decision 0023). `record` is how a change gets its row:
 * the work and the row commit together or not at all, and every repository
 * the work calls takes part in that one transaction.
 */
export interface ActivityLog {
  /**
   * Runs `work` in one transaction with the row `describe` makes of its
   * outcome; `describe` answering null (a refused change) writes none. A
   * row that cannot be written undoes the change.
   */
  record<T>(work: () => Promise<T>, describe: (outcome: T) => NewActivity | null): Promise<T>;
  /** Newest first, filtered, paged with limit/offset. */
  list(query: ActivityQuery): Promise<Activity[]>;
  /** How many rows the filters match, paging aside. */
  count(query: ActivityQuery): Promise<number>;
  /** Every admin the log names, by name. */
  actors(): Promise<string[]>;
  /** Removes the rows written before the cutoff; how many went. */
  deleteOlderThan(cutoff: Date): Promise<number>;
  /** Days rows are kept (Settings); the default when never set. */
  retentionDays(): Promise<number>;
  setRetentionDays(days: number): Promise<void>;
}
