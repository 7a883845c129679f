import { eq, sql } from "drizzle-orm";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import { DEFAULT_WORKSHOP_DIGEST_SETTINGS, type WorkshopDigestSettings, workshopDigestSettingsSchema } from "@stringing/core/workshop/workshop-digest-settings";
import type { WorkshopDigestDays, WorkshopDigestSettingsStore } from "@stringing/core/workshop/workshop-digest-settings.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { appSettings } from "./schema/index.ts";

/** The app_settings keys of the morning digest: its settings, and the last day a digest was queued for. */
export const WORKSHOP_DIGEST_KEYS = { settings: "workshop-digest", queued: "workshop-digest-queued" } as const;

/** The digest's settings as JSON in app_settings; a row that no longer parses reads as the defaults. */
export class PostgresWorkshopDigestSettings implements WorkshopDigestSettingsStore {
  constructor(private readonly db: Executor) {}

  async get(): Promise<WorkshopDigestSettings> {
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, WORKSHOP_DIGEST_KEYS.settings));
    const parsed = workshopDigestSettingsSchema.safeParse(row?.value ?? {});
    return parsed.success ? parsed.data : { ...DEFAULT_WORKSHOP_DIGEST_SETTINGS };
  }

  async save(settings: WorkshopDigestSettings): Promise<void> {
    const value = { enabled: settings.enabled, hour: settings.hour, to: settings.to };
    await this.db
      .insert(appSettings)
      .values({ key: WORKSHOP_DIGEST_KEYS.settings, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  }
}

translateStorageErrorsOf(PostgresWorkshopDigestSettings);

/**
 * One row, `{date}` of the last day queued, moved forward by a conditional
 * upsert: of instances ticking at once, the second's insert waits on the
 * first's row lock and then finds the day taken. The job is written in the
 * same transaction, so a crash between the two leaves neither.
 */
export class PostgresWorkshopDigestDays implements WorkshopDigestDays {
  constructor(
    private readonly db: Executor,
    /** The job queue's enqueuer bound to a transaction (PgBossJobQueue.enqueuerFor). */
    private readonly jobsFor: (tx: Executor) => JobEnqueuer<Pick<AppJobs, "workshop-digest">>,
  ) {}

  queue(job: AppJobs["workshop-digest"]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const value = { date: job.date };
      const claimed = await tx
        .insert(appSettings)
        .values({ key: WORKSHOP_DIGEST_KEYS.queued, value })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value, updatedAt: new Date() },
          setWhere: sql`coalesce(${appSettings.value}->>'date', '') < ${job.date}`,
        })
        .returning({ key: appSettings.key });
      if (claimed.length === 0) return false;
      await this.jobsFor(tx).enqueue("workshop-digest", job);
      return true;
    });
  }
}

translateStorageErrorsOf(PostgresWorkshopDigestDays);
