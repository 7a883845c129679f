import { describe, expect, it } from "vitest";
import { isPromiseOverdue, promiseDateText } from "./promise-text.ts";

describe("an order's promise in words", () => {
  it("writes the day out", () => {
    expect(promiseDateText("2026-12-03")).toBe("Thursday, December 3, 2026");
    expect(promiseDateText("2027-01-31")).toBe("Sunday, January 31, 2027");
    expect(promiseDateText("not a date")).toBe("not a date");
  });

  it("is overdue only when its day has passed and the order is still open", () => {
    const today = "2026-12-03";
    expect(isPromiseOverdue({ status: "in_progress", promisedBy: "2026-12-02" }, today)).toBe(true);
    expect(isPromiseOverdue({ status: "pending", promisedBy: "2026-12-02" }, today)).toBe(true);
    expect(isPromiseOverdue({ status: "in_progress", promisedBy: today }, today)).toBe(false);
    expect(isPromiseOverdue({ status: "shipped", promisedBy: "2026-12-02" }, today)).toBe(false);
    expect(isPromiseOverdue({ status: "cancelled", promisedBy: "2026-11-02" }, today)).toBe(false);
    expect(isPromiseOverdue({ status: "pending", promisedBy: null }, today)).toBe(false);
  });
});
