import { describe, expect, it } from "vitest";
import type { Order } from "../orders/order.ts";
import { InMemoryWorkshopOrders } from "../testing/in-memory-workshop-orders.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";
import { BOARD_LIST_LIMIT, getWorkshopBoard } from "./get-workshop-board.ts";
import { DEFAULT_WORKSHOP_SETTINGS, type WorkshopSettings } from "./workshop-settings.ts";

const received = new Date("2026-11-20T15:00:00Z");
// Thursday 3 December 2026, 09:00 in New York.
const thursdayMorning = new Date("2026-12-03T14:00:00Z");

function boardOver(orders: Order[], settings: WorkshopSettings = DEFAULT_WORKSHOP_SETTINGS) {
  return getWorkshopBoard({ orders: new InMemoryWorkshopOrders(() => orders), settings: { get: async () => settings } });
}

let nextId = 1;
const order = (fields: Partial<Order>) => storedOrder({ id: nextId++, ...fields });
const promised = (promisedBy: string, status: Order["status"] = "in_progress") => order({ status, receivedAt: received, promisedBy });
const ids = (orders: Order[]) => orders.map((o) => o.id);

describe("the workshop board", () => {
  it("sorts the open orders into late, due today, in the workshop and on its way, by the workshop's day", async () => {
    const lateNewer = promised("2026-12-02");
    const lateOlder = promised("2026-12-01", "pending");
    const dueToday = promised("2026-12-03");
    const later = promised("2026-12-08");
    const soon = promised("2026-12-04");
    const shipped = promised("2026-12-01", "shipped");
    const onItsWay = order({ status: "pending", createdAt: new Date("2026-11-25T12:00:00Z") });
    const board = await boardOver([lateNewer, lateOlder, dueToday, later, soon, shipped, onItsWay])(thursdayMorning);
    expect(board.date).toBe("2026-12-03");
    expect(ids(board.overdue)).toEqual([lateOlder.id, lateNewer.id]);
    expect(ids(board.dueToday)).toEqual([dueToday.id]);
    expect(ids(board.inWorkshop)).toEqual([soon.id, later.id]);
    expect(ids(board.awaitingArrival)).toEqual([onItsWay.id]);
    expect(board.truncated).toEqual([]);
  });

  it("counts today's and the next working days' promises against the capacity, skipping the weekend and closed days", async () => {
    const settings = { ...DEFAULT_WORKSHOP_SETTINGS, dailyCapacity: 5, closedDates: ["2026-12-07"] };
    const board = await boardOver(
      [promised("2026-12-03"), promised("2026-12-03", "pending"), promised("2026-12-08"), promised("2026-12-03", "completed")],
      settings,
    )(thursdayMorning);
    expect(board.days).toHaveLength(10);
    expect(board.days.slice(0, 4)).toEqual([
      { date: "2026-12-03", promised: 2, capacity: 5 },
      { date: "2026-12-04", promised: 0, capacity: 5 },
      { date: "2026-12-08", promised: 1, capacity: 5 },
      { date: "2026-12-09", promised: 0, capacity: 5 },
    ]);
  });

  it("is still yesterday's board just after midnight UTC in New York, and today's in Tokyo", async () => {
    const justAfterMidnightUtc = new Date("2026-12-04T00:30:00Z");
    const dueThursday = promised("2026-12-03");
    const newYork = await boardOver([dueThursday])(justAfterMidnightUtc);
    expect(newYork.date).toBe("2026-12-03");
    expect(ids(newYork.dueToday)).toEqual([dueThursday.id]);
    const tokyo = await boardOver([dueThursday], { ...DEFAULT_WORKSHOP_SETTINGS, timezone: "Asia/Tokyo" })(justAfterMidnightUtc);
    expect(tokyo.date).toBe("2026-12-04");
    expect(ids(tokyo.overdue)).toEqual([dueThursday.id]);
  });

  it("shows at most BOARD_LIST_LIMIT orders a list, oldest first, and names the lists it cut", async () => {
    const waiting = Array.from({ length: BOARD_LIST_LIMIT + 5 }, (_, n) => order({ status: "pending", createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)) }));
    const exactlyFull = Array.from({ length: BOARD_LIST_LIMIT }, () => promised("2026-12-03"));
    const board = await boardOver([...waiting, ...exactlyFull])(thursdayMorning);
    expect(ids(board.awaitingArrival)).toEqual(ids(waiting.slice(0, BOARD_LIST_LIMIT)));
    expect(board.dueToday).toHaveLength(BOARD_LIST_LIMIT);
    expect(board.truncated).toEqual(["awaitingArrival"]);
  });
});
