import { describe, expect, it } from "vitest";
import { addCalendarDays, isCalendarDate, isWorkingDay, localTimeOf, workingDaysAfter, workingDaysFrom } from "./workshop-calendar.ts";

const weekdays = { workingDays: [1, 2, 3, 4, 5], closedDates: [] as string[] };

describe("the workshop calendar", () => {
  it.each([
    ["2026-02-28", true],
    ["2026-02-29", false],
    ["2028-02-29", true],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["26-01-01", false],
    ["2026-12-03T00:00", false],
  ])("reads %s as a real date: %s", (text, real) => {
    expect(isCalendarDate(text)).toBe(real);
  });

  it.each([
    // [instant, zone, local date, hour, ISO weekday]
    ["2026-12-04T04:59:00Z", "America/New_York", "2026-12-03", 23, 4],
    ["2026-12-04T05:00:00Z", "America/New_York", "2026-12-04", 0, 5],
    ["2026-12-03T23:30:00Z", "Europe/Berlin", "2026-12-04", 0, 5],
    ["2026-07-01T03:59:00Z", "America/New_York", "2026-06-30", 23, 2],
    ["2026-12-03T12:00:00Z", "Pacific/Kiritimati", "2026-12-04", 2, 5],
  ])("%s in %s is %s at %s o'clock", (instant, zone, date, hour, weekday) => {
    expect(localTimeOf(new Date(instant), zone)).toMatchObject({ date, hour, weekday });
  });

  it("counts across the end of a month, a year and a DST change by whole days", () => {
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addCalendarDays("2026-11-01", -1)).toBe("2026-10-31");
  });

  it("skips weekends and closed dates", () => {
    expect(isWorkingDay("2026-12-05", weekdays)).toBe(false);
    expect(isWorkingDay("2026-12-24", { ...weekdays, closedDates: ["2026-12-24"] })).toBe(false);
    expect(workingDaysAfter("2026-12-04", 3, weekdays)).toEqual(["2026-12-07", "2026-12-08", "2026-12-09"]);
    expect(workingDaysAfter("2026-12-23", 2, { ...weekdays, closedDates: ["2026-12-24", "2026-12-25"] })).toEqual(["2026-12-28", "2026-12-29"]);
    expect(workingDaysFrom("2026-12-07", 2, weekdays)).toEqual(["2026-12-07", "2026-12-08"]);
    expect(workingDaysFrom("2026-12-06", 1, weekdays)).toEqual(["2026-12-07"]);
  });

  it("refuses to search a week with no working day", () => {
    expect(() => workingDaysAfter("2026-12-04", 1, { workingDays: [], closedDates: [] })).toThrow("no working days");
  });
});
