import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "./dates.ts";

describe("display dates", () => {
  it('formats as "MMM d, yyyy"', () => {
    expect(formatDisplayDate(new Date(2026, 10, 2))).toBe("Nov 2, 2026");
    expect(formatDisplayDate(new Date(2026, 0, 15, 12).toISOString())).toBe("Jan 15, 2026");
  });

  it("shows a dash when empty or invalid", () => {
    for (const empty of [null, undefined, "", "not a date"]) expect(formatDisplayDate(empty)).toBe("-");
  });
});
