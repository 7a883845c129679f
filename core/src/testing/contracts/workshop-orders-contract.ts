import { describe, expect, it } from "vitest";
import type { Order } from "../../orders/order.ts";
import type { WorkshopOrders } from "../../workshop/workshop-orders.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

/** What a test sets on an order it arranges; the rest is any valid order. */
export type ArrangedOrder = Partial<Pick<Order, "status" | "createdAt" | "receivedAt" | "promisedBy">>;

export type WorkshopOrdersSubject = {
  workshop: WorkshopOrders;
  /** Arrange: stores the orders, ids rising in the order given; answers their ids. */
  arrange(orders: readonly ArrangedOrder[]): Promise<number[]>;
};

const received = new Date("2026-11-30T15:00:00Z");
const placed = (day: number) => new Date(Date.UTC(2026, 10, day, 12));

/**
 * The board's reads (core/src/workshop/workshop-orders.port.ts), run against
 * the in-memory fake and the Postgres adapter alike: which orders each read
 * answers, in which order, and that every read stops at its limit.
 */
export function workshopOrdersContract(open: FreshFactory<WorkshopOrdersSubject>): void {
  describe("workshop orders port contract", () => {
    const subject = useFresh(open);
    const ids = (orders: Order[]) => orders.map((order) => order.id);
    const promisedOn = (promisedBy: string, status: Order["status"] = "in_progress"): ArrangedOrder => ({ status, receivedAt: received, promisedBy });

    it("answers the open, received orders promised in a range, soonest promise first and ties by id", async () => {
      const [late, dueLater, dueTodayA, shipped, dueTodayB, cancelled, pendingDue, notReceived, completed] = await subject().arrange([
        promisedOn("2026-12-01"),
        promisedOn("2026-12-10"),
        promisedOn("2026-12-03"),
        promisedOn("2026-12-03", "shipped"),
        promisedOn("2026-12-03"),
        promisedOn("2026-12-02", "cancelled"),
        promisedOn("2026-12-02", "pending"),
        { status: "pending", receivedAt: null, promisedBy: "2026-12-03" },
        promisedOn("2026-12-01", "completed"),
      ]);
      expect([shipped, cancelled, notReceived, completed]).toHaveLength(4);
      const { workshop } = subject();
      expect(ids(await workshop.promised({}, 50))).toEqual([late, pendingDue, dueTodayA, dueTodayB, dueLater]);
      expect(ids(await workshop.promised({ to: "2026-12-02" }, 50))).toEqual([late, pendingDue]);
      expect(ids(await workshop.promised({ from: "2026-12-03", to: "2026-12-03" }, 50))).toEqual([dueTodayA, dueTodayB]);
      expect(ids(await workshop.promised({ from: "2026-12-04" }, 50))).toEqual([dueLater]);
      expect(ids(await workshop.promised({ from: "2026-12-11" }, 50))).toEqual([]);
    });

    it("stops a promised list at its limit, and answers orders as the order list reads them", async () => {
      const arranged = await subject().arrange([promisedOn("2026-12-05"), promisedOn("2026-12-04"), promisedOn("2026-12-04")]);
      const [first, second] = await subject().workshop.promised({}, 2);
      expect([first?.id, second?.id]).toEqual([arranged[1], arranged[2]]);
      expect(await subject().workshop.promised({}, 2)).toHaveLength(2);
      expect(first).toMatchObject({ status: "in_progress", promisedBy: "2026-12-04", receivedAt: received, customerName: expect.any(String) });
      expect(first?.createdAt).toBeInstanceOf(Date);
    });

    it("answers the pending orders whose head has not arrived, oldest first and ties by id, up to the limit", async () => {
      const [newest, oldest, working, arrived, tieA, tieB, cancelled] = await subject().arrange([
        { status: "pending", createdAt: placed(20) },
        { status: "pending", createdAt: placed(2) },
        { status: "in_progress", createdAt: placed(1) },
        { status: "pending", createdAt: placed(1), receivedAt: received, promisedBy: "2026-12-03" },
        { status: "pending", createdAt: placed(10) },
        { status: "pending", createdAt: placed(10) },
        { status: "cancelled", createdAt: placed(1) },
      ]);
      expect([working, arrived, cancelled]).toHaveLength(3);
      expect(ids(await subject().workshop.awaitingArrival(50))).toEqual([oldest, tieA, tieB, newest]);
      expect(ids(await subject().workshop.awaitingArrival(2))).toEqual([oldest, tieA]);
    });

    it("counts the open orders promised for each day of a range, received or not, the bounds included", async () => {
      await subject().arrange([
        promisedOn("2026-12-01"),
        promisedOn("2026-12-03"),
        promisedOn("2026-12-03", "pending"),
        promisedOn("2026-12-03", "shipped"),
        promisedOn("2026-12-03", "completed"),
        promisedOn("2026-12-03", "cancelled"),
        promisedOn("2026-12-07"),
        { status: "pending", receivedAt: null, promisedBy: "2026-12-07" },
        promisedOn("2026-12-08"),
      ]);
      expect(await subject().workshop.promisedCounts("2026-12-01", "2026-12-07")).toEqual(
        new Map([
          ["2026-12-01", 1],
          ["2026-12-03", 2],
          ["2026-12-07", 2],
        ]),
      );
      expect(await subject().workshop.promisedCounts("2026-12-04", "2026-12-06")).toEqual(new Map());
    });
  });
}
