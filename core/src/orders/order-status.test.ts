import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, isOrderStatus, orderStatusBodySchema, orderCounts, PROMISED_BY_MESSAGE, STATUS_OR_PROMISE_MESSAGE } from "./order-status.ts";

describe("order status", () => {
  it("has exactly the five lowercase statuses", () => {
    expect(ORDER_STATUSES).toEqual(["pending", "in_progress", "shipped", "completed", "cancelled"]);
    expect(isOrderStatus("shipped")).toBe(true);
    expect(isOrderStatus("Shipped")).toBe(false);
  });
  it("validates a status body", () => {
    expect(orderStatusBodySchema.parse({ status: "in_progress" })).toEqual({ status: "in_progress" });
    const refused = orderStatusBodySchema.safeParse({ status: "lost" });
    expect(refused.error?.issues[0]?.message).toBe("Status must be one of pending, in_progress, shipped, completed, cancelled");
  });
  it("takes a promise date with or without a status, a real date only, and one of the two at least", () => {
    expect(orderStatusBodySchema.parse({ promisedBy: "2026-12-03" })).toEqual({ promisedBy: "2026-12-03" });
    expect(orderStatusBodySchema.parse({ status: "in_progress", promisedBy: "2028-02-29", expectedStatus: "pending" })).toEqual({
      status: "in_progress",
      promisedBy: "2028-02-29",
      expectedStatus: "pending",
    });
    for (const promisedBy of ["2026-02-30", "2026-2-3", "12/03/2026", "2026-12-03T00:00:00Z", 20261203, null]) {
      expect(orderStatusBodySchema.safeParse({ promisedBy }).error?.issues[0], String(promisedBy)).toMatchObject({
        path: ["promisedBy"],
        message: PROMISED_BY_MESSAGE,
      });
    }
    for (const body of [{}, { expectedStatus: "pending" }]) {
      expect(orderStatusBodySchema.safeParse(body).error?.issues[0]).toMatchObject({ path: ["status"], message: STATUS_OR_PROMISE_MESSAGE });
    }
  });
});

describe("orderCounts", () => {
  it("fills every status, adds duplicates, totals everything and carries the unpaid count", () => {
    expect(
      orderCounts(
        [
          { status: "pending", count: 3 },
          { status: "shipped", count: 1 },
          { status: "pending", count: 1 },
        ],
        2,
      ),
    ).toEqual({
      pending: 4,
      in_progress: 0,
      shipped: 1,
      completed: 0,
      cancelled: 0,
      total: 5,
      unpaid: 2,
    });
  });
});
