import { describe, expect, it } from "vitest";
import { earliestPromiseDate, promiseDate } from "./promise-date.ts";
import { DEFAULT_WORKSHOP_SETTINGS, type WorkshopSettings } from "./workshop-settings.ts";

const settings = (changes: Partial<WorkshopSettings> = {}): WorkshopSettings => ({ ...DEFAULT_WORKSHOP_SETTINGS, ...changes });
const none = new Map<string, number>();

describe("the promise date", () => {
  it.each<[string, Partial<WorkshopSettings>, string, string]>([
    // [received at (UTC), settings, promised by, why]
    ["2026-12-07T15:00:00Z", {}, "2026-12-10", "Monday: the third working day after it"],
    ["2026-12-03T15:00:00Z", {}, "2026-12-08", "Thursday: Friday, then Monday and Tuesday"],
    ["2026-12-05T15:00:00Z", {}, "2026-12-09", "Saturday: the weekend day does not count, nor Sunday"],
    ["2026-12-08T04:30:00Z", {}, "2026-12-10", "Monday 11:30 pm in New York, already Tuesday in UTC: Monday counts"],
    ["2026-12-08T05:00:00Z", {}, "2026-12-11", "Tuesday 0:00 in New York"],
    ["2026-12-07T15:00:00Z", { closedDates: ["2026-12-09"] }, "2026-12-11", "a closed date is not a working day"],
    ["2026-12-07T15:00:00Z", { closedDates: ["2026-12-07"] }, "2026-12-10", "received on a closed date: the next days still count"],
    ["2026-12-07T15:00:00Z", { turnaroundDays: 1 }, "2026-12-08", "one day's turnaround"],
    ["2026-12-07T15:00:00Z", { workingDays: [2, 4, 6] }, "2026-12-12", "Tuesday, Thursday and Saturday shop"],
    ["2026-12-07T23:30:00Z", { timezone: "Europe/Berlin" }, "2026-12-11", "already Tuesday in Berlin"],
    ["2026-03-06T15:00:00Z", {}, "2026-03-11", "across the spring DST change"],
    ["2026-10-30T15:00:00Z", {}, "2026-11-04", "across the autumn DST change"],
    ["2026-11-01T05:30:00Z", {}, "2026-11-04", "1:30 am on the night clocks go back is Sunday"],
    ["2026-12-31T15:00:00Z", { closedDates: ["2027-01-01"] }, "2027-01-06", "across the new year, closed on the 1st"],
  ])("%s %j → %s (%s)", (receivedAt, changes, promised) => {
    expect(promiseDate(new Date(receivedAt), settings(changes), none)).toBe(promised);
  });

  it("spills over to the first working day with room", () => {
    const receivedAt = new Date("2026-12-07T15:00:00Z");
    const full = settings({ dailyCapacity: 2 });
    expect(earliestPromiseDate(receivedAt, full)).toBe("2026-12-10");
    expect(promiseDate(receivedAt, full, new Map([["2026-12-10", 1]]))).toBe("2026-12-10");
    expect(promiseDate(receivedAt, full, new Map([["2026-12-10", 2]]))).toBe("2026-12-11");
    // Friday full too: the weekend is skipped, and an over-full day (capacity lowered later) counts as full.
    expect(
      promiseDate(
        receivedAt,
        full,
        new Map([
          ["2026-12-10", 2],
          ["2026-12-11", 5],
        ]),
      ),
    ).toBe("2026-12-14");
    expect(promiseDate(receivedAt, { ...full, closedDates: ["2026-12-11"] }, new Map([["2026-12-10", 2]]))).toBe("2026-12-14");
  });
});
