import { describe, expect, it } from "vitest";
import { DEFAULT_WORKSHOP_SETTINGS, type WorkshopSettings } from "../../workshop/workshop-settings.ts";
import type { WorkshopSettingsStore } from "../../workshop/workshop-settings-store.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

const saturdays: WorkshopSettings = {
  timezone: "America/Los_Angeles",
  workingDays: [2, 3, 4, 5, 6],
  closedDates: ["2026-12-24", "2026-12-25"],
  turnaroundDays: 5,
  dailyCapacity: 2,
};

/** The workshop settings port, run against the in-memory fake and Postgres alike. */
export function workshopSettingsContract(open: FreshFactory<WorkshopSettingsStore>): void {
  describe("workshop settings port contract", () => {
    const store = useFresh(open);

    it("answers the defaults until the owner saves", async () => {
      expect(await store().get()).toEqual(DEFAULT_WORKSHOP_SETTINGS);
    });

    it("keeps the whole object, and a second save replaces it", async () => {
      await store().save(saturdays);
      expect(await store().get()).toEqual(saturdays);
      await store().save({ ...DEFAULT_WORKSHOP_SETTINGS, dailyCapacity: 1 });
      expect(await store().get()).toEqual({ ...DEFAULT_WORKSHOP_SETTINGS, dailyCapacity: 1 });
    });

    it("hands out copies: changing what it answered or was given changes nothing stored", async () => {
      (await store().get()).workingDays.push(6);
      expect(await store().get()).toEqual(DEFAULT_WORKSHOP_SETTINGS);
      expect(DEFAULT_WORKSHOP_SETTINGS.workingDays).toEqual([1, 2, 3, 4, 5]);
      const saved = { ...saturdays, closedDates: [...saturdays.closedDates] };
      await store().save(saved);
      saved.closedDates.push("2027-01-01");
      (await store().get()).workingDays.push(7);
      expect(await store().get()).toEqual(saturdays);
    });
  });
}
