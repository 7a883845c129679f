import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, isOrderStatus, orderStatusBodySchema, orderCounts } from "./order-status.ts";

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
