import type { AppJobs } from "../jobs/app-jobs.ts";
import type { WorkshopDigestSettings } from "./workshop-digest-settings.ts";

/** The morning digest's settings (app_settings key "workshop-digest"); the defaults until saved. */
export interface WorkshopDigestSettingsStore {
  get(): Promise<WorkshopDigestSettings>;
  save(settings: WorkshopDigestSettings): Promise<void>;
}

/**
 * The days a digest was queued for. Every instance ticks, so the claim of a
 * day and its job are stored together and at most once: a day is claimed
 * only when no digest was queued for it or a later day.
 */
export interface WorkshopDigestDays {
  /** Stores the `workshop-digest` job of `job.date` unless one was stored for it (or a later day); true for the one caller that stored it. */
  queue(job: AppJobs["workshop-digest"]): Promise<boolean>;
}
