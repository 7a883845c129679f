import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCalendarDay, parseCalendarDay } from "./calendar-day.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("parseCalendarDay and formatCalendarDay", () => {
  it.each([
    ["2026-12-03", "Thursday, December 3"],
    ["2026-12-31", "Thursday, December 31"],
    ["2027-01-01", "Friday, January 1"],
    ["2028-02-29", "Tuesday, February 29"],
    ["2026-03-08", "Sunday, March 8"],
  ])("writes %s as %s", (text, words) => {
    expect(formatCalendarDay(parseCalendarDay(text)!)).toBe(words);
  });

  it.each([["2026-02-30"], ["2027-02-29"], ["2026-13-01"], ["2026-12-3"], ["2026-12-03T00:00:00Z"], ["soon"], [""], [null], [undefined]])(
    "reads %s as no day",
    (text) => {
      expect(parseCalendarDay(text)).toBeNull();
    },
  );

  it("names the same day whatever the clock's time zone", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    // What reading it with Date would show there: the day before.
    expect(new Date("2026-12-03").getDate()).toBe(2);
    for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"]) {
      vi.stubEnv("TZ", zone);
      expect(formatCalendarDay(parseCalendarDay("2026-12-03")!)).toBe("Thursday, December 3");
    }
  });
});
