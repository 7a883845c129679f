import { describe, expect, it } from "vitest";
import { InMemoryCalendarFeedToken, InMemoryWorkshopCalendar } from "../testing/in-memory-workshop-calendar.ts";
import { calendarFeedEvents, calendarFeedUrl, readCalendarFeed } from "./calendar-feed.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "./workshop-settings.ts";

describe("the calendar feed", () => {
  it("makes one all-day event per order, named and linked, with nothing personal but the name", () => {
    expect(calendarFeedEvents([{ id: 69, customerName: "Casey Jones", serviceName: "Pro Pocket", promisedBy: "2026-03-12" }], "https://shop.example/")).toEqual(
      [
        {
          uid: "order-69-promise@shop.example",
          date: "2026-03-12",
          summary: "Ship #69 · Casey Jones · Pro Pocket",
          url: "https://shop.example/admin/orders/69",
        },
      ],
    );
    expect(calendarFeedUrl("https://shop.example/", "abc")).toBe("https://shop.example/api/workshop/calendar/abc.ics");
  });

  it("answers the feed from two weeks before today in the workshop's timezone, and nothing for a wrong or revoked token", async () => {
    const token = new InMemoryCalendarFeedToken();
    const calendar = new InMemoryWorkshopCalendar();
    calendar.orders.push(
      { id: 1, customerName: "Old", serviceName: "Mesh", promisedBy: "2026-02-22", status: "in_progress" },
      { id: 2, customerName: "Late", serviceName: "Mesh", promisedBy: "2026-02-23", status: "in_progress" },
      { id: 3, customerName: "Done", serviceName: "Mesh", promisedBy: "2026-03-10", status: "shipped" },
      { id: 4, customerName: "Soon", serviceName: "Mesh", promisedBy: "2026-03-10", status: "pending" },
    );
    // 02:00 UTC on 9 March is still 8 March in New York: the feed starts 14 days before that, on 22 February.
    const read = readCalendarFeed({
      token,
      calendar,
      workshopSettings: { get: async () => DEFAULT_WORKSHOP_SETTINGS },
      clock: { now: () => new Date("2026-03-09T02:00:00Z") },
    });
    expect(await read("anything", "https://shop.example")).toBeNull();
    const secret = await token.rotate();
    expect((await read(secret, "https://shop.example"))?.map((event) => event.summary)).toEqual([
      "Ship #1 · Old · Mesh",
      "Ship #2 · Late · Mesh",
      "Ship #4 · Soon · Mesh",
    ]);
    expect(await read(`${secret}x`, "https://shop.example")).toBeNull();
    await token.revoke();
    expect(await read(secret, "https://shop.example")).toBeNull();
  });
});
