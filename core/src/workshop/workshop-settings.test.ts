import { describe, expect, it } from "vitest";
import { DEFAULT_WORKSHOP_SETTINGS, workshopSettingsSchema } from "./workshop-settings.ts";

const errorsOf = (input: unknown) => {
  const result = workshopSettingsSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("workshop settings", () => {
  it("accepts the defaults and keeps days sorted without repeats", () => {
    expect(workshopSettingsSchema.parse(DEFAULT_WORKSHOP_SETTINGS)).toEqual(DEFAULT_WORKSHOP_SETTINGS);
    const parsed = workshopSettingsSchema.parse({
      ...DEFAULT_WORKSHOP_SETTINGS,
      workingDays: [5, 1, 1, 3],
      closedDates: ["2026-12-25", "2026-12-24", "2026-12-25"],
    });
    expect(parsed.workingDays).toEqual([1, 3, 5]);
    expect(parsed.closedDates).toEqual(["2026-12-24", "2026-12-25"]);
  });

  it.each([
    [{ timezone: "Mars/Olympus" }, "timezone", "Timezone must be an IANA time zone such as America/New_York"],
    [{ workingDays: [] }, "workingDays", "Choose at least one working day"],
    [{ workingDays: [0, 8] }, "workingDays", "Working days are ISO weekday numbers 1-7"],
    [{ closedDates: ["2026-02-30"] }, "closedDates", "Closed dates are real dates written YYYY-MM-DD"],
    [{ turnaroundDays: 0 }, "turnaroundDays", "Turnaround must be a whole number of days from 1 to 30"],
    [{ turnaroundDays: 2.5 }, "turnaroundDays", "Turnaround must be a whole number of days from 1 to 30"],
    [{ dailyCapacity: 501 }, "dailyCapacity", "Daily capacity must be a whole number from 1 to 500"],
    [{ dailyCapacity: "8" }, "dailyCapacity", "Daily capacity must be a whole number from 1 to 500"],
  ])("refuses %j with a message for %s", (change, field, message) => {
    expect(errorsOf({ ...DEFAULT_WORKSHOP_SETTINGS, ...change })).toEqual({ [field]: message });
  });
});
