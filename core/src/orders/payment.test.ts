import { describe, expect, it } from "vitest";
import { AMOUNT_WITH_UNPAID_MESSAGE, awaitsPayment, paymentChange, paymentUpdateSchema } from "./payment.ts";

const now = new Date("2026-04-02T09:00:00Z");
const earlier = new Date("2026-04-01T09:00:00Z");
const unpaid = { paymentStatus: "unpaid" as const, amountPaid: null, paidAt: null, servicePrice: 5699 };
const paid = { paymentStatus: "paid" as const, amountPaid: 5000, paidAt: earlier, servicePrice: 5699 };

describe("payment rules", () => {
  it("marks paid with the order's price unless an amount is given, paid now", () => {
    expect(paymentChange(unpaid, { paymentStatus: "paid" }, now, "owner")).toEqual({
      changes: { paymentStatus: "paid", amountPaid: 5699, paidAt: now },
      event: { type: "payment_changed", actor: "owner", data: { from: "unpaid", to: "paid", amountPaid: 5699 } },
    });
    expect(paymentChange(unpaid, { paymentStatus: "paid", amountPaid: 0 }, now, "owner")?.changes.amountPaid).toBe(0);
  });

  it("keeps the first payment time (and amount, unless given) when an already paid order is marked paid again", () => {
    expect(paymentChange(paid, { paymentStatus: "paid", amountPaid: 5699 }, now, "owner")?.changes).toEqual({
      paymentStatus: "paid",
      amountPaid: 5699,
      paidAt: earlier,
    });
  });

  it("clears the amount and the time when unpaid", () => {
    expect(paymentChange(paid, { paymentStatus: "unpaid" }, now, "owner")).toEqual({
      changes: { paymentStatus: "unpaid", amountPaid: null, paidAt: null },
      event: { type: "payment_changed", actor: "owner", data: { from: "paid", to: "unpaid", amountPaid: null } },
    });
  });

  it("keeps what was paid and when on a refund, unless an amount is given", () => {
    expect(paymentChange(paid, { paymentStatus: "refunded" }, now, "owner")?.changes).toEqual({ paymentStatus: "refunded", amountPaid: 5000, paidAt: earlier });
    expect(paymentChange(paid, { paymentStatus: "refunded", amountPaid: 2500 }, now, "owner")?.changes.amountPaid).toBe(2500);
  });

  it("keeps the note in the event, and writes nothing for a change that changes nothing without one", () => {
    expect(paymentChange(unpaid, { paymentStatus: "unpaid" }, now, "owner")).toBeNull();
    expect(paymentChange(paid, { paymentStatus: "paid" }, now, "owner")).toBeNull();
    expect(paymentChange(paid, { paymentStatus: "paid", amountPaid: 5000 }, now, "owner")).toBeNull();
    expect(paymentChange(unpaid, { paymentStatus: "unpaid", note: "Chased by phone" }, now, "owner")).toEqual({
      changes: { paymentStatus: "unpaid", amountPaid: null, paidAt: null },
      event: { type: "payment_changed", actor: "owner", data: { from: "unpaid", to: "unpaid", amountPaid: null, note: "Chased by phone" } },
    });
  });

  it("offers the payment link only while unpaid", () => {
    expect(awaitsPayment(unpaid)).toBe(true);
    expect(awaitsPayment(paid)).toBe(false);
    expect(awaitsPayment({ paymentStatus: "refunded" })).toBe(false);
  });
});

describe("the payment body", () => {
  it("takes a status, an amount in whole cents and a plain-text note", () => {
    expect(paymentUpdateSchema.parse({ paymentStatus: "paid", amountPaid: 4500, note: "  cash  " })).toEqual({
      paymentStatus: "paid",
      amountPaid: 4500,
      note: "cash",
    });
    expect(paymentUpdateSchema.parse({ paymentStatus: "unpaid", amountPaid: null })).toEqual({ paymentStatus: "unpaid", amountPaid: null });
  });

  it("refuses anything else with a field message", () => {
    for (const body of [
      {},
      { paymentStatus: "Paid" },
      { paymentStatus: "paid", amountPaid: -5 },
      { paymentStatus: "paid", amountPaid: 1.5 },
      { paymentStatus: "paid", amountPaid: 100_000_001 },
      { paymentStatus: "paid", note: " " },
      { paymentStatus: "paid", note: "x".repeat(5001) },
    ]) {
      expect(paymentUpdateSchema.safeParse(body).success, JSON.stringify(body).slice(0, 50)).toBe(false);
    }
    expect(paymentUpdateSchema.safeParse({ paymentStatus: "unpaid", amountPaid: 10 }).error?.issues[0]).toMatchObject({
      path: ["amountPaid"],
      message: AMOUNT_WITH_UNPAID_MESSAGE,
    });
  });
});
