import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "@stringing/adapters/postgres/schema/index";
import type { Order } from "@stringing/core/orders/order";
import { DEFAULT_WORKSHOP_SETTINGS } from "@stringing/core/workshop/workshop-settings";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type Board = {
  date: string;
  overdue: { id: number }[];
  dueToday: { id: number }[];
  inWorkshop: { id: number }[];
  awaitingArrival: { id: number }[];
  days: { date: string; promised: number; capacity: number }[];
};

// Thursday 3 December 2026, 09:00 in New York.
let now = new Date("2026-12-03T14:00:00Z");

/** GET /api/workshop/board on PGlite, and on the Postgres server when DATABASE_URL is set. */
describe("GET /api/workshop/board", () => {
  const app = useTestApp({ clock: { now: () => now } });
  let admin: string;
  beforeAll(async () => {
    admin = await app().signIn("admin");
  });

  const board = async () => {
    const response = await app().request("/api/workshop/board", { cookie: admin });
    expect(response.status).toBe(200);
    return (await response.json()) as Board;
  };
  const ids = (list: { id: number }[]) => list.map((order) => order.id);
  /** An order placed through the form, then set as the test needs (the columns receiving writes). */
  const placed = async (fields: Partial<Pick<Order, "status" | "receivedAt" | "promisedBy">> = {}) => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm() });
    const { id } = (await response.json()) as { id: number };
    if (Object.keys(fields).length) await app().db.update(orders).set(fields).where(eq(orders.id, id));
    return id;
  };
  const received = new Date("2026-11-27T15:00:00Z");

  it("is admin only", async () => {
    expect((await app().request("/api/workshop/board")).status).toBe(401);
    expect((await app().request("/api/workshop/board", { cookie: await app().signIn("user") })).status).toBe(403);
  });

  it("sorts the open orders into overdue, due today, in the workshop and awaiting arrival, in the order list's shape", async () => {
    now = new Date("2026-12-03T14:00:00Z");
    const onItsWay = await placed();
    const dueLater = await placed({ status: "in_progress", receivedAt: received, promisedBy: "2026-12-08" });
    const lateNewer = await placed({ status: "in_progress", receivedAt: received, promisedBy: "2026-12-02" });
    const lateOlder = await placed({ status: "pending", receivedAt: received, promisedBy: "2026-12-01" });
    const dueToday = await placed({ status: "in_progress", receivedAt: received, promisedBy: "2026-12-03" });
    const shipped = await placed({ status: "shipped", receivedAt: received, promisedBy: "2026-12-01" });
    const cancelled = await placed({ status: "cancelled" });

    const answer = await board();
    expect(answer.date).toBe("2026-12-03");
    expect(ids(answer.overdue)).toEqual([lateOlder, lateNewer]);
    expect(ids(answer.dueToday)).toEqual([dueToday]);
    expect(ids(answer.inWorkshop)).toEqual([dueLater]);
    expect(ids(answer.awaitingArrival)).toEqual([onItsWay]);
    const everywhere = [...answer.overdue, ...answer.dueToday, ...answer.inWorkshop, ...answer.awaitingArrival].map((order) => order.id);
    expect(everywhere).not.toContain(shipped);
    expect(everywhere).not.toContain(cancelled);

    // The list's shape: the order as the list answers it, with its charges, balance and materials.
    const listed = (await (await app().request(`/api/orders?status=in_progress`, { cookie: admin })).json()) as { id: number }[];
    expect(answer.dueToday[0]).toEqual(listed.find((order) => order.id === dueToday));
    expect(answer.dueToday[0]).toMatchObject({
      status: "in_progress",
      receivedAt: received.toISOString(),
      promisedBy: "2026-12-03",
      statusUrl: expect.any(String),
    });
    expect(answer.dueToday[0]).not.toHaveProperty("trackingToken");

    // Today and the next nine working days (the weekend skipped), each with the open orders promised for it.
    expect(answer.days).toHaveLength(10);
    expect(answer.days.slice(0, 4)).toEqual([
      { date: "2026-12-03", promised: 1, capacity: DEFAULT_WORKSHOP_SETTINGS.dailyCapacity },
      { date: "2026-12-04", promised: 0, capacity: DEFAULT_WORKSHOP_SETTINGS.dailyCapacity },
      { date: "2026-12-07", promised: 0, capacity: DEFAULT_WORKSHOP_SETTINGS.dailyCapacity },
      { date: "2026-12-08", promised: 1, capacity: DEFAULT_WORKSHOP_SETTINGS.dailyCapacity },
    ]);
  });

  it("reads today in the workshop's timezone: just after midnight UTC is still the day before in New York", async () => {
    const promisedFriday = await placed({ status: "in_progress", receivedAt: received, promisedBy: "2026-12-04" });
    now = new Date("2026-12-05T00:30:00Z");
    // A day and a half later, the session from before has idled out.
    admin = await app().signIn("admin");
    const newYork = await board();
    expect(newYork.date).toBe("2026-12-04");
    expect(ids(newYork.dueToday)).toEqual([promisedFriday]);
    expect(newYork.days[0]).toMatchObject({ date: "2026-12-04", promised: 1 });

    const saved = await app().request("/api/settings/workshop", {
      method: "PUT",
      cookie: admin,
      json: { ...DEFAULT_WORKSHOP_SETTINGS, timezone: "Asia/Tokyo" },
    });
    expect(saved.status).toBe(200);
    const tokyo = await board();
    expect(tokyo.date).toBe("2026-12-05");
    expect(ids(tokyo.overdue)).toContain(promisedFriday);
    expect(tokyo.dueToday).toEqual([]);
    // A Saturday: the board's days start on Monday.
    expect(tokyo.days[0]?.date).toBe("2026-12-07");
  });
});
