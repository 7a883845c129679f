import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./date-time.ts";

describe("formatDateTime", () => {
  it("writes the day and a 12-hour time", () => {
    expect(formatDateTime("2026-11-24T17:20:00.000Z", "UTC")).toBe("Nov 24, 2026, 5:20 PM UTC");
    expect(formatDateTime("2026-01-02T00:05:00.000Z", "UTC")).toBe("Jan 2, 2026, 12:05 AM UTC");
    expect(formatDateTime("2026-01-02T12:00:00.000Z", "UTC")).toBe("Jan 2, 2026, 12:00 PM UTC");
  });

  it("reads the local clock unless told otherwise", () => {
    const date = new Date(2026, 2, 3, 9, 7);
    expect(formatDateTime(date)).toBe("Mar 3, 2026, 9:07 AM");
    expect(formatDay(date)).toBe("Mar 3, 2026");
  });

  it("gives a dash for nothing or nonsense", () => {
    expect(formatDateTime(null)).toBe("-");
    expect(formatDateTime("not a date")).toBe("-");
    expect(formatDay("")).toBe("-");
  });
});
