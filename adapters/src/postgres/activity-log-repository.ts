import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import {
  DEFAULT_ACTIVITY_RETENTION_DAYS,
  storedSummary,
  type Activity,
  type ActivityKind,
  type ActivityQuery,
  type NewActivity,
} from "@stringing/core/activity/activity";
import type { ActivityLog } from "@stringing/core/ports/activity-log.port";
import type { Database } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { activityLog, appSettings } from "./schema/index.ts";

/** The app_settings key of the retention, stored as `{ days }`. */
export const ACTIVITY_RETENTION_KEY = "activity-retention";

function filtersOf(query: ActivityQuery): SQL | undefined {
  return and(
    query.admin ? eq(activityLog.actor, query.admin) : undefined,
    query.kind ? eq(activityLog.kind, query.kind) : undefined,
    query.since ? gte(activityLog.at, query.since) : undefined,
    query.before ? lt(activityLog.at, query.before) : undefined,
  );
}

type Row = typeof activityLog.$inferSelect;

const toActivity = (row: Row): Activity => ({ ...row, kind: row.kind as ActivityKind });

export class PostgresActivityLog implements ActivityLog {
  /** `db` must be ambient-aware (openDatabase's handle is), so the work's repositories join the transaction. */
  constructor(private readonly db: Database) {}

  record<T>(work: () => Promise<T>, describe: (outcome: T) => NewActivity | null): Promise<T> {
    // The ambient-aware handle makes this transaction the ambient one inside (a savepoint of an outer record's).
    return this.db.transaction(async (tx) => {
      const outcome = await work();
      const entry = describe(outcome);
      if (entry) await tx.insert(activityLog).values({ ...entry, summary: storedSummary(entry.summary) });
      return outcome;
    });
  }

  async list(query: ActivityQuery): Promise<Activity[]> {
    const rows = await this.db
      .select()
      .from(activityLog)
      .where(filtersOf(query))
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(query.limit ?? Number.MAX_SAFE_INTEGER)
      .offset(query.offset ?? 0);
    return rows.map(toActivity);
  }

  async count(query: ActivityQuery): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(activityLog).where(filtersOf(query));
    return row?.count ?? 0;
  }

  async actors(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ actor: activityLog.actor }).from(activityLog).orderBy(activityLog.actor);
    return rows.map((row) => row.actor);
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    const deleted = await this.db.delete(activityLog).where(lt(activityLog.at, cutoff)).returning({ id: activityLog.id });
    return deleted.length;
  }

  async retentionDays(): Promise<number> {
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, ACTIVITY_RETENTION_KEY));
    const days = (row?.value as { days?: unknown } | undefined)?.days;
    return typeof days === "number" && Number.isInteger(days) && days > 0 ? days : DEFAULT_ACTIVITY_RETENTION_DAYS;
  }

  async setRetentionDays(days: number): Promise<void> {
    const value = { days };
    await this.db
      .insert(appSettings)
      .values({ key: ACTIVITY_RETENTION_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  }
}

translateStorageErrorsOf(PostgresActivityLog);
