import { DEFAULT_WORKSHOP_SETTINGS, type WorkshopSettings } from "../workshop/workshop-settings.ts";
import type { WorkshopSettingsStore } from "../workshop/workshop-settings-store.port.ts";

const copy = (settings: WorkshopSettings): WorkshopSettings => ({
  ...settings,
  workingDays: [...settings.workingDays],
  closedDates: [...settings.closedDates],
});

/** The workshop settings in memory: copies in and out, as a database row would be. */
export class InMemoryWorkshopSettings implements WorkshopSettingsStore {
  private saved: WorkshopSettings | null = null;

  async get() {
    return copy(this.saved ?? DEFAULT_WORKSHOP_SETTINGS);
  }
  async save(settings: WorkshopSettings) {
    this.saved = copy(settings);
  }
}
