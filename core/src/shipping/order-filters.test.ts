import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../orders/order-status.ts";
import type { PaymentStatus } from "../orders/payment-status.ts";
import { isShipped, isUnshipped, matchesOrderFilter, matchesOrderSearch, orderNumberSearch } from "./order-filters.ts";

const order = {
  id: 12,
  customerName: "Casey Jones",
  customerEmail: "casey@example.com",
  shippingInfo: { address: "12 Main St", city: "Springfield", state: "IL", zip: "62701" },
  trackingNumber: "9400111899223344556677",
  returnTrackingNumber: null,
  outboundTrackingNumber: null,
  status: "pending" as OrderStatus,
  paymentStatus: "unpaid" as PaymentStatus,
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

  it("filters by payment status", () => {
    expect(matchesOrderFilter(order, { paymentStatus: "unpaid" })).toBe(true);
    expect(matchesOrderFilter(order, { paymentStatus: "paid" })).toBe(false);
    expect(matchesOrderFilter({ ...order, paymentStatus: "paid" }, { paymentStatus: "paid", status: "pending" })).toBe(true);
  });

  it("reads an order number: #12 names only order 12, bare 12 only when it exists; a leading zero or a tracking number's length is text", () => {
    expect(orderNumberSearch("#12")).toEqual({ id: 12, only: true });
    expect(orderNumberSearch(" # 12 ")).toEqual({ id: 12, only: true });
    expect(orderNumberSearch("12")).toEqual({ id: 12, only: false });
    expect(orderNumberSearch("02139")).toBeNull();
    expect(orderNumberSearch("9400111899223100012345")).toBeNull();
    expect(orderNumberSearch("#99999999999")).toEqual({ id: null, only: true });
    expect(orderNumberSearch("#0")).toEqual({ id: null, only: true });
    for (const text of ["casey", "#12a", "1 2", "12.5", ""]) expect(orderNumberSearch(text), text).toBeNull();

    expect(matchesOrderSearch(order, "#12")).toBe(true);
    expect(matchesOrderSearch(order, "12")).toBe(true);
    expect(matchesOrderSearch(order, "#1")).toBe(false);
    expect(matchesOrderSearch({ ...order, id: 62 }, "#627")).toBe(false);
    // Bare digits name that order alone when it exists, never one whose ZIP (62701) holds them; else they are text.
    const exists = (id: number) => id === 627;
    expect(matchesOrderSearch({ ...order, id: 5 }, "627", exists)).toBe(false);
    expect(matchesOrderSearch({ ...order, id: 627 }, "627", exists)).toBe(true);
    expect(matchesOrderSearch({ ...order, id: 5 }, "627")).toBe(true);
    expect(matchesOrderSearch({ ...order, id: 5, shippingInfo: { zip: "02139" } }, "02139")).toBe(true);
    expect(matchesOrderSearch({ ...order, id: 5 }, "#627")).toBe(false);
    expect(matchesOrderSearch({ ...order, id: 5 }, "#99999999999")).toBe(false);
  });
});
