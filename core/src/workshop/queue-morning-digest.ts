/**
 * @module The tick every instance runs every few minutes: when a digest is
 * due (morning-digest.ts, digestDue), the day's job is queued, once across
 * every instance (WorkshopDigestDays stores the claim and the job together).
 */
import type { Clock } from "../ports/clock.port.ts";
import { digestDue } from "./morning-digest.ts";
import type { CalendarDate } from "./workshop-calendar.ts";
import type { WorkshopDigestDays, WorkshopDigestSettingsStore } from "./workshop-digest-settings.port.ts";
import type { WorkshopSettings } from "./workshop-settings.ts";

export type QueueMorningDigestDeps = {
  workshopSettings: { get(): Promise<WorkshopSettings> };
  digestSettings: Pick<WorkshopDigestSettingsStore, "get">;
  days: WorkshopDigestDays;
  /** Where the digest's links point (the link origin). */
  siteOrigin: string;
  clock: Clock;
};

/** The day this tick queued a digest for, or null (none due, or another tick queued it). */
export const queueMorningDigest = (deps: QueueMorningDigestDeps) => async (): Promise<CalendarDate | null> => {
  const [settings, digest] = await Promise.all([deps.workshopSettings.get(), deps.digestSettings.get()]);
  const date = digestDue(deps.clock.now(), settings, digest);
  if (date === null) return null;
  return (await deps.days.queue({ date, siteOrigin: deps.siteOrigin })) ? date : null;
};
