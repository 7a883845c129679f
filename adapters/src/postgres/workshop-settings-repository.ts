import { eq } from "drizzle-orm";
import { DEFAULT_WORKSHOP_SETTINGS, type WorkshopSettings, workshopSettingsSchema } from "@stringing/core/workshop/workshop-settings";
import type { WorkshopSettingsStore } from "@stringing/core/workshop/workshop-settings-store.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { appSettings } from "./schema/index.ts";

/** The app_settings key of the workshop's calendar. */
export const WORKSHOP_SETTINGS_KEY = "workshop";

/** The workshop's calendar as one JSON value in app_settings; the defaults until saved. */
export class PostgresWorkshopSettings implements WorkshopSettingsStore {
  constructor(private readonly db: Executor) {}

  async get(): Promise<WorkshopSettings> {
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, WORKSHOP_SETTINGS_KEY));
    if (!row) return structuredClone(DEFAULT_WORKSHOP_SETTINGS);
    // A value written under an older schema (or by hand) that no longer parses counts as never saved, rather than stopping every receipt.
    const parsed = workshopSettingsSchema.safeParse(row.value);
    return parsed.success ? parsed.data : structuredClone(DEFAULT_WORKSHOP_SETTINGS);
  }

  async save(settings: WorkshopSettings): Promise<void> {
    const value = { ...settings };
    await this.db
      .insert(appSettings)
      .values({ key: WORKSHOP_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  }
}

translateStorageErrorsOf(PostgresWorkshopSettings);
