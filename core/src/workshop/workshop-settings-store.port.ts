import type { WorkshopSettings } from "./workshop-settings.ts";

/** The workshop's calendar (GET/PUT /api/settings/workshop): the defaults until the owner saves it; a save replaces the whole object. */
export interface WorkshopSettingsStore {
  get(): Promise<WorkshopSettings>;
  save(settings: WorkshopSettings): Promise<void>;
}
