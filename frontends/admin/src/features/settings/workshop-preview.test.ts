import { describe, expect, it } from "vitest";
import { previewDays, promiseRuleText, shortDayLabel, todayIn } from "./workshop-preview.ts";

const WEEKDAYS_ONLY = { workingDays: [1, 2, 3, 4, 5], closedDates: [] as string[] };

describe("the Workshop tab's two-week preview", () => {
  it("lists fourteen calendar days from today, weekends as days off", () => {
    const days = previewDays("2026-11-27", WEEKDAYS_ONLY, []);
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ date: "2026-11-27", label: "Fri, Nov 27", state: "working", stateText: "Working day" });
    expect(days[1]).toMatchObject({ date: "2026-11-28", label: "Sat, Nov 28", state: "day-off", stateText: "Day off" });
    expect(days[13]!.date).toBe("2026-12-10");
  });

  it("marks a closed date apart from a day off, and counts a new working weekday", () => {
    const days = previewDays("2026-11-27", { workingDays: [1, 2, 3, 4, 5, 6], closedDates: ["2026-11-30"] }, []);
    expect(days.find((d) => d.date === "2026-11-28")!.state).toBe("working");
    expect(days.find((d) => d.date === "2026-11-29")!.state).toBe("day-off");
    expect(days.find((d) => d.date === "2026-11-30")).toMatchObject({ state: "closed-date", stateText: "Closed date" });
  });

  it("says each working day's load from the board, and when it is full", () => {
    const board = [
      { date: "2026-11-27", promised: 3, capacity: 8 },
      { date: "2026-11-30", promised: 8, capacity: 8 },
    ];
    const days = previewDays("2026-11-27", { workingDays: [1, 2, 3, 4, 5], closedDates: ["2026-11-30"] }, board);
    expect(days[0]).toMatchObject({ loadText: "3 of 8 promised", full: false });
    // Closed in the form though the board (saved settings) still counts it: the promises on it are said, not a capacity.
    expect(days[3]).toMatchObject({ state: "closed-date", loadText: "8 already promised", full: false });
    expect(previewDays("2026-11-27", { workingDays: [1, 2, 3, 4], closedDates: [] }, board)[0]).toMatchObject({
      state: "day-off",
      loadText: "3 already promised",
    });
    expect(
      previewDays("2026-11-27", { workingDays: [1, 2, 3, 4], closedDates: [] }, [{ date: "2026-11-27", promised: 0, capacity: 8 }])[0]!.loadText,
    ).toBeNull();
    const open = previewDays("2026-11-27", WEEKDAYS_ONLY, board);
    expect(open[3]).toMatchObject({ loadText: "Full: 8 of 8 promised", full: true });
    expect(open[4]).toMatchObject({ loadText: null, full: false });
  });

  it("takes today in the chosen timezone", () => {
    const lateEvening = new Date("2026-11-28T03:30:00Z");
    expect(todayIn("America/Los_Angeles", lateEvening)).toBe("2026-11-27");
    expect(todayIn("Europe/Berlin", lateEvening)).toBe("2026-11-28");
    expect(todayIn("Not/AZone", lateEvening)).toBe("2026-11-27");
  });

  it("words the day and the rule", () => {
    expect(shortDayLabel("2027-01-03")).toBe("Sun, Jan 3");
    expect(promiseRuleText(3)).toBe("A head received today ships by the 3rd working day after it, on the first day with room.");
    expect(promiseRuleText(1)).toContain("the 1st working day");
    expect(promiseRuleText(12)).toContain("the 12th working day");
    expect(promiseRuleText(22)).toContain("the 22nd working day");
  });
});
