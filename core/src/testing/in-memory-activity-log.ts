import { DEFAULT_ACTIVITY_RETENTION_DAYS, storedSummary, type Activity, type ActivityQuery, type NewActivity } from "../activity/activity.ts";
import type { ActivityLog } from "../ports/activity-log.port.ts";

/** The activity log in memory, for core's tests: a row is kept only when the work and `describe` succeed. */
export class InMemoryActivityLog implements ActivityLog {
  readonly rows: Activity[] = [];
  private days = DEFAULT_ACTIVITY_RETENTION_DAYS;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async record<T>(work: () => Promise<T>, describe: (outcome: T) => NewActivity | null): Promise<T> {
    const outcome = await work();
    const entry = describe(outcome);
    if (entry) this.rows.push({ ...entry, summary: storedSummary(entry.summary), id: this.rows.length + 1, at: this.now() });
    return outcome;
  }

  private matching(query: ActivityQuery): Activity[] {
    return this.rows
      .filter((row) => (!query.admin || row.actor === query.admin) && (!query.kind || row.kind === query.kind))
      .filter((row) => (!query.since || row.at >= query.since) && (!query.before || row.at < query.before))
      .toSorted((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  }

  async list(query: ActivityQuery): Promise<Activity[]> {
    const offset = query.offset ?? 0;
    return this.matching(query).slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  }

  async count(query: ActivityQuery): Promise<number> {
    return this.matching(query).length;
  }

  async actors(): Promise<string[]> {
    return [...new Set(this.rows.map((row) => row.actor))].toSorted();
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    const kept = this.rows.filter((row) => row.at >= cutoff);
    const removed = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return removed;
  }

  async retentionDays(): Promise<number> {
    return this.days;
  }

  async setRetentionDays(days: number): Promise<void> {
    this.days = days;
  }
}
