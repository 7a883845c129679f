import { describe, expect, it } from "vitest";
import { daysBetween, formatBoardDate, lateText } from "./board-dates.ts";

describe("formatBoardDate", () => {
  it.each([
    ["2026-12-03", "Thu Dec 3"],
    ["2026-11-29", "Sun Nov 29"],
    ["2027-01-01", "Fri Jan 1"],
    ["2028-02-29", "Tue Feb 29"],
  ])("reads %s as %s", (date, words) => {
    expect(formatBoardDate(date)).toBe(words);
  });

  it("shows a dash for no date or an unreadable one", () => {
    expect(formatBoardDate(null)).toBe("-");
    expect(formatBoardDate("")).toBe("-");
    expect(formatBoardDate("Dec 3")).toBe("-");
  });
});

describe("daysBetween and lateText", () => {
  it("counts calendar days, across a month, a year and a DST change", () => {
    expect(daysBetween("2026-11-30", "2026-12-03")).toBe(3);
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-12-03", "2026-12-01")).toBe(-2);
  });

  it("says how many days late, in the singular for one", () => {
    expect(lateText("2026-12-02", "2026-12-03")).toBe("1 day late");
    expect(lateText("2026-11-26", "2026-12-03")).toBe("7 days late");
  });
});
