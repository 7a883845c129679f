import { describe, expect, it } from "vitest";
import { workshopSettingsContract } from "@stringing/core/testing/contracts/workshop-settings-contract";
import { DEFAULT_WORKSHOP_SETTINGS } from "@stringing/core/workshop/workshop-settings";
import { appSettings } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";
import { PostgresWorkshopSettings, WORKSHOP_SETTINGS_KEY } from "./workshop-settings-repository.ts";

for (const target of testDatabaseTargets()) {
  describe(`PostgresWorkshopSettings (${target.name})`, () => {
    const database = useTestDatabase(target);
    const fresh = freshOn(database, (db) => new PostgresWorkshopSettings(db));
    workshopSettingsContract(fresh);

    it("reads a stored value that no longer fits the schema as the defaults", async () => {
      const { subject } = await fresh();
      await database()
        .handle.db.insert(appSettings)
        .values({ key: WORKSHOP_SETTINGS_KEY, value: { timezone: "Mars/Olympus", dailyCapacity: 0 } });
      expect(await subject.get()).toEqual(DEFAULT_WORKSHOP_SETTINGS);
    });
  });
}
