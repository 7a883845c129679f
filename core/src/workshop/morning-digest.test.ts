import { describe, expect, it } from "vitest";
import type { WorkshopBoard } from "./workshop-board.ts";
import { composeMorningDigest, type DigestOrder, digestDue } from "./morning-digest.ts";
import { DEFAULT_WORKSHOP_DIGEST_SETTINGS } from "./workshop-digest-settings.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "./workshop-settings.ts";

const on = { ...DEFAULT_WORKSHOP_DIGEST_SETTINGS, enabled: true };
const newYork = { ...DEFAULT_WORKSHOP_SETTINGS, closedDates: ["2026-03-11"] };

describe("digestDue: the workshop day a digest is due for", () => {
  // New York: EST (UTC-5) until Sunday 2026-03-08, EDT (UTC-4) from then on.
  it.each([
    { case: "a Monday at 7:00 sharp", now: "2026-03-02T12:00:00Z", settings: on, due: "2026-03-02" },
    { case: "a Monday afternoon", now: "2026-03-02T19:30:00Z", settings: on, due: "2026-03-02" },
    { case: "a Monday at 6:59", now: "2026-03-02T11:59:00Z", settings: on, due: null },
    { case: "switched off", now: "2026-03-02T15:00:00Z", settings: DEFAULT_WORKSHOP_DIGEST_SETTINGS, due: null },
    { case: "a Saturday morning", now: "2026-03-07T15:00:00Z", settings: on, due: null },
    { case: "a Sunday morning", now: "2026-03-08T15:00:00Z", settings: on, due: null },
    { case: "a closed Wednesday", now: "2026-03-11T15:00:00Z", settings: on, due: null },
    { case: "Friday before DST: 11:30 UTC is 6:30 EST", now: "2026-03-06T11:30:00Z", settings: on, due: null },
    { case: "Monday after DST: 11:30 UTC is 7:30 EDT", now: "2026-03-09T11:30:00Z", settings: on, due: "2026-03-09" },
    { case: "late Monday evening in New York is Tuesday in UTC", now: "2026-03-10T03:30:00Z", settings: on, due: "2026-03-09" },
    { case: "hour 0 from midnight on", now: "2026-03-10T04:00:00Z", settings: { ...on, hour: 0 }, due: "2026-03-10" },
    { case: "hour 23 not before 23:00", now: "2026-03-10T02:59:00Z", settings: { ...on, hour: 23 }, due: null },
  ])("$case → $due", ({ now, settings, due }) => {
    expect(digestDue(new Date(now), newYork, settings)).toBe(due);
  });

  it("counts the hour in the workshop's own timezone", () => {
    const tokyo = { ...DEFAULT_WORKSHOP_SETTINGS, timezone: "Asia/Tokyo" };
    // 22:30 UTC on Sunday is 7:30 on Monday in Tokyo.
    expect(digestDue(new Date("2026-03-01T22:30:00Z"), tokyo, on)).toBe("2026-03-02");
    expect(digestDue(new Date("2026-03-01T21:30:00Z"), tokyo, on)).toBeNull();
  });

  it("takes a working Saturday when the shop works Saturdays", () => {
    expect(digestDue(new Date("2026-03-07T15:00:00Z"), { ...newYork, workingDays: [2, 3, 4, 5, 6] }, on)).toBe("2026-03-07");
  });
});

const order = (id: number, customerName: string, serviceName: string, promisedBy: string | null): DigestOrder => ({
  id,
  customerName,
  serviceName,
  promisedBy,
});
const board = (lists: Partial<WorkshopBoard<DigestOrder>>): WorkshopBoard<DigestOrder> => ({
  date: "2026-03-09",
  overdue: [],
  dueToday: [],
  inWorkshop: [],
  awaitingArrival: [],
  days: [],
  ...lists,
});

describe("composeMorningDigest", () => {
  it("sends nothing on a day with nothing overdue, due or arriving, however full the bench", () => {
    expect(composeMorningDigest(board({}), "https://shop.example")).toBeNull();
    expect(composeMorningDigest(board({ inWorkshop: [order(3, "Ann", "Mesh Pocket", "2026-03-12")] }), "https://shop.example")).toBeNull();
  });

  it("lists overdue, due today and arriving orders with their promise and a link to each order's page", () => {
    const digest = composeMorningDigest(
      board({
        overdue: [order(61, "Casey Jones", "Pro Pocket", "2026-03-05")],
        dueToday: [order(69, "Sam Lee", "Mesh Pocket", "2026-03-09"), order(70, "Ann Park", "Traditional Pocket", "2026-03-09")],
        inWorkshop: [order(71, "Not Listed", "Mesh Pocket", "2026-03-12")],
        awaitingArrival: [order(75, "Jo March", "Pro Pocket", null)],
      }),
      "https://shop.example/",
    );
    expect(digest?.subject).toBe("Workshop Mon, Mar 9: 1 overdue, 2 due today, 1 arriving");
    const text = digest?.text ?? "";
    expect(text).toContain("Overdue (1)\n- #61 · Casey Jones · Pro Pocket · promised Thu, Mar 5\n  https://shop.example/admin/orders/61");
    expect(text).toContain("Due today (2)\n- #69 · Sam Lee · Mesh Pocket · promised Mon, Mar 9");
    expect(text).toContain("Arriving (1)\n- #75 · Jo March · Pro Pocket · not received yet\n  https://shop.example/admin/orders/75");
    expect(text).not.toContain("Not Listed");
    expect(text.indexOf("Overdue")).toBeLessThan(text.indexOf("Due today"));
    expect(text.indexOf("Due today")).toBeLessThan(text.indexOf("Arriving"));
    expect(digest?.html).toContain('<a href="https://shop.example/admin/orders/69">#69</a> · Sam Lee · Mesh Pocket');
  });

  it("leaves out empty sections and escapes what customers typed", () => {
    const digest = composeMorningDigest(
      board({ dueToday: [order(5, `Zoë <img src=x onerror="alert(1)">`, "Mesh & More", "2026-03-09")] }),
      "http://127.0.0.1:3000",
    );
    expect(digest?.subject).toBe("Workshop Mon, Mar 9: 1 due today");
    expect(digest?.text).not.toContain("Overdue");
    expect(digest?.text).not.toContain("Arriving");
    expect(digest?.html).not.toContain("<img");
    expect(digest?.html).toContain("Zoë &lt;img src=x onerror=&quot;alert(1)&quot;&gt; · Mesh &amp; More");
  });
});
