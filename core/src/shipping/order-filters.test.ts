import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../orders/order-status.ts";
import { isShipped, isUnshipped, matchesOrderFilter, matchesOrderSearch } from "./order-filters.ts";

const order = {
  customerName: "Casey Jones",
  customerEmail: "casey@example.com",
  shippingInfo: { address: "12 Main St", city: "Springfield", state: "IL", zip: "62701" },
  trackingNumber: "9400111899223344556677",
  returnTrackingNumber: null,
  outboundTrackingNumber: null,
  status: "pending" as OrderStatus,
};

describe("order filters", () => {
  it("splits unshipped and shipped by status", () => {
    expect(["pending", "in_progress"].every((s) => isUnshipped(s as OrderStatus))).toBe(true);
    expect(["shipped", "completed", "cancelled"].some((s) => isUnshipped(s as OrderStatus))).toBe(false);
    expect(["shipped", "completed"].every((s) => isShipped(s as OrderStatus))).toBe(true);
    expect(["pending", "in_progress", "cancelled"].some((s) => isShipped(s as OrderStatus))).toBe(false);
  });

  it("searches name, e-mail, address and tracking number ignoring case", () => {
    for (const query of ["casey j", "EXAMPLE.COM", "main st", "springfield", "62701", "2233", "  JONES  ", ""]) {
      expect(matchesOrderSearch(order, query), query).toBe(true);
    }
    expect(matchesOrderSearch(order, "nobody")).toBe(false);
    expect(matchesOrderSearch({ ...order, shippingInfo: null, trackingNumber: null }, "main")).toBe(false);
  });

  it("combines status, shipped and search", () => {
    expect(matchesOrderFilter(order, { shipped: false, q: "casey" })).toBe(true);
    expect(matchesOrderFilter(order, { shipped: true })).toBe(false);
    expect(matchesOrderFilter({ ...order, status: "completed" }, { shipped: true })).toBe(true);
    expect(matchesOrderFilter(order, { status: "pending" })).toBe(true);
    expect(matchesOrderFilter(order, { status: "shipped" })).toBe(false);
  });
});
