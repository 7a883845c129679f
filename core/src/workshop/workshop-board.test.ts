import { describe, expect, it } from "vitest";
import { boardDays } from "./workshop-board.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "./workshop-settings.ts";

describe("the board's days", () => {
  it("lists ten working days from today with their load", () => {
    const days = boardDays("2026-12-07", { ...DEFAULT_WORKSHOP_SETTINGS, closedDates: ["2026-12-09"] }, new Map([["2026-12-08", 9]]));
    expect(days.map((day) => day.date)).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-10",
      "2026-12-11",
      "2026-12-14",
      "2026-12-15",
      "2026-12-16",
      "2026-12-17",
      "2026-12-18",
      "2026-12-21",
    ]);
    expect(days[1]).toEqual({ date: "2026-12-08", promised: 9, capacity: 8 });
    expect(days[0]).toEqual({ date: "2026-12-07", promised: 0, capacity: 8 });
  });

  it("starts on the next working day when today is not one", () => {
    expect(boardDays("2026-12-05", DEFAULT_WORKSHOP_SETTINGS, new Map())[0]?.date).toBe("2026-12-07");
  });
});
