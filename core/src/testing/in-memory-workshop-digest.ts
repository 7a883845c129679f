import type { AppJobs } from "../jobs/app-jobs.ts";
import type { JobEnqueuer } from "../ports/job-queue.port.ts";
import { DEFAULT_WORKSHOP_DIGEST_SETTINGS, type WorkshopDigestSettings } from "../workshop/workshop-digest-settings.ts";
import type { WorkshopDigestDays, WorkshopDigestSettingsStore } from "../workshop/workshop-digest-settings.port.ts";

export class InMemoryWorkshopDigestSettings implements WorkshopDigestSettingsStore {
  private settings: WorkshopDigestSettings = { ...DEFAULT_WORKSHOP_DIGEST_SETTINGS };
  async get() {
    return { ...this.settings };
  }
  async save(settings: WorkshopDigestSettings) {
    this.settings = { ...settings };
  }
}

/** The last day queued, in memory; several instances' ticks share one (as they share a database). */
export class InMemoryWorkshopDigestDays implements WorkshopDigestDays {
  private last: string | null = null;
  constructor(private readonly jobs: Pick<JobEnqueuer<AppJobs>, "enqueue">) {}
  async queue(job: AppJobs["workshop-digest"]) {
    if (this.last !== null && this.last >= job.date) return false;
    // Claimed before the await, as the database claims it in one statement.
    this.last = job.date;
    await this.jobs.enqueue("workshop-digest", job);
    return true;
  }
}
