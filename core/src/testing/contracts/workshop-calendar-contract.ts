import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../orders/order-status.ts";
import type { CalendarFeedToken, WorkshopCalendar } from "../../workshop/calendar-feed.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

export type CalendarSeed = { customerName: string; serviceName: string; status: OrderStatus; promisedBy: string | null };

export type WorkshopCalendarSubject = {
  token: CalendarFeedToken;
  calendar: WorkshopCalendar;
  /** Stores orders in the given order (ids ascending) and answers their ids. */
  seed(orders: CalendarSeed[]): Promise<number[]>;
};

/** The calendar feed's ports (issue 34), run against the in-memory fakes and Postgres alike. */
export function workshopCalendarContract(open: FreshFactory<WorkshopCalendarSubject>): void {
  describe("workshop calendar ports contract", () => {
    const subject = useFresh(open);

    it("has no token until one is drawn; each rotation draws another of at least 128 bits; revoking forgets it", async () => {
      const { token } = subject();
      expect(await token.current()).toBeNull();
      const first = await token.rotate();
      expect(first).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(await token.current()).toBe(first);
      const second = await token.rotate();
      expect(second).not.toBe(first);
      expect(await token.current()).toBe(second);
      await token.revoke();
      expect(await token.current()).toBeNull();
      await token.revoke();
      expect(await token.current()).toBeNull();
    });

    it("lists open orders promised from a day on, soonest first, ties by id, at most the limit", async () => {
      const order = (customerName: string, status: OrderStatus, promisedBy: string | null) => ({ customerName, serviceName: "Pro Pocket", status, promisedBy });
      const ids = await subject().seed([
        order("Before", "in_progress", "2026-03-01"),
        order("Later", "pending", "2026-03-12"),
        order("First", "in_progress", "2026-03-02"),
        order("Shipped", "shipped", "2026-03-05"),
        order("Cancelled", "cancelled", "2026-03-05"),
        order("Completed", "completed", "2026-03-05"),
        order("No promise", "pending", null),
        order("Tie", "pending", "2026-03-12"),
      ]);
      const listed = await subject().calendar.promisedFrom("2026-03-02", 10);
      expect(listed).toEqual([
        { id: ids[2], customerName: "First", serviceName: "Pro Pocket", promisedBy: "2026-03-02" },
        { id: ids[1], customerName: "Later", serviceName: "Pro Pocket", promisedBy: "2026-03-12" },
        { id: ids[7], customerName: "Tie", serviceName: "Pro Pocket", promisedBy: "2026-03-12" },
      ]);
      expect((await subject().calendar.promisedFrom("2026-03-02", 2)).map((row) => row.customerName)).toEqual(["First", "Later"]);
      expect(await subject().calendar.promisedFrom("2026-03-13", 10)).toEqual([]);
    });
  });
}
