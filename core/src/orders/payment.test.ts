import { describe, expect, it } from "vitest";
import { AMOUNT_FOR_PARTIAL_MESSAGE, AMOUNT_WITH_UNPAID_MESSAGE, awaitsPayment, paymentChange, paymentUpdateSchema, providerPaymentChange } from "./payment.ts";

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

  it("marks partially paid with the amount given, keeping the time the first money came", () => {
    expect(paymentChange(unpaid, { paymentStatus: "partially_paid", amountPaid: 2000 }, now, "owner")).toEqual({
      changes: { paymentStatus: "partially_paid", amountPaid: 2000, paidAt: now },
      event: { type: "payment_changed", actor: "owner", data: { from: "unpaid", to: "partially_paid", amountPaid: 2000 } },
    });
    expect(paymentChange(paid, { paymentStatus: "partially_paid", amountPaid: 3000 }, now, "owner")?.changes).toEqual({
      paymentStatus: "partially_paid",
      amountPaid: 3000,
      paidAt: earlier,
    });
  });

  it("offers the payment link while unpaid or partially paid", () => {
    expect(awaitsPayment(unpaid)).toBe(true);
    expect(awaitsPayment({ paymentStatus: "partially_paid" })).toBe(true);
    expect(awaitsPayment(paid)).toBe(false);
    expect(awaitsPayment({ paymentStatus: "refunded" })).toBe(false);
  });
});

describe("a payment the provider reports", () => {
  const partial = { paymentStatus: "partially_paid" as const, amountPaid: 2000, paidAt: earlier, servicePrice: 5699 };
  const refunded = { ...paid, paymentStatus: "refunded" as const };
  const usd = (amount: number | null) => ({ amount, currency: "usd", eventId: "evt_1" });

  it.each([
    ["an unpaid order, the whole price", unpaid, 5699, "paid", 5699],
    ["an unpaid order, more than the price", unpaid, 6000, "paid", 6000],
    ["an unpaid order, 1 cent", unpaid, 1, "partially_paid", 1],
    ["an unpaid order holding a stale amount, counted from 0", { ...unpaid, amountPaid: 4000 }, 100, "partially_paid", 100],
    ["a partially paid order, the rest", partial, 3699, "paid", 5699],
    ["a partially paid order, less than the rest", partial, 3698, "partially_paid", 5698],
  ] as const)("adds to what %s had paid: %s", (_name, order, amount, paymentStatus, amountPaid) => {
    expect(providerPaymentChange(order, usd(amount), now, "stripe")).toEqual({
      counted: true,
      changes: { paymentStatus, amountPaid, paidAt: now },
      event: {
        type: "payment_changed",
        actor: "stripe",
        data: { from: order.paymentStatus, to: paymentStatus, amountPaid, amount, currency: "usd", eventId: "evt_1" },
      },
    });
  });

  it.each([
    ["another currency", unpaid, { amount: 1, currency: "jpy", eventId: "evt_1" }, "other_currency"],
    ["no currency", unpaid, { amount: 5699, currency: null, eventId: "evt_1" }, "other_currency"],
    ["no amount", unpaid, usd(null), "no_amount"],
    ["an amount of 0", partial, usd(0), "no_amount"],
    ["an order already paid", paid, usd(5699), "already_paid"],
    ["an order already refunded", refunded, usd(5699), "already_refunded"],
    ["another currency on a paid order", paid, { amount: 0, currency: "eur", eventId: "evt_1" }, "other_currency"],
  ] as const)("counts nothing for %s and says why", (_name, order, payment, reason) => {
    expect(providerPaymentChange(order, payment, now, "stripe")).toEqual({
      counted: false,
      reason,
      event: {
        type: "payment_not_counted",
        actor: "stripe",
        data: { reason, amount: payment.amount, currency: payment.currency, eventId: "evt_1", paymentStatus: order.paymentStatus },
      },
    });
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
    for (const amountPaid of [undefined, null, 0]) {
      expect(paymentUpdateSchema.safeParse({ paymentStatus: "partially_paid", amountPaid }).error?.issues[0]).toMatchObject({
        path: ["amountPaid"],
        message: AMOUNT_FOR_PARTIAL_MESSAGE,
      });
    }
    expect(paymentUpdateSchema.parse({ paymentStatus: "partially_paid", amountPaid: 2000 })).toEqual({ paymentStatus: "partially_paid", amountPaid: 2000 });
  });
});

describe("a provider's payment with extra work", () => {
  const now = new Date("2026-04-02T09:00:00Z");
  const order = { paymentStatus: "unpaid" as const, amountPaid: null, paidAt: null, servicePrice: 4500 };
  const payment = (amount: number) => ({ amount, currency: "usd", eventId: `evt_${amount}` });
  it.each([
    { name: "the price alone, no charges", order, amount: 4500, charges: [], status: "paid", amountPaid: 4500 },
    {
      name: "the price, an approved charge still due",
      order,
      amount: 4500,
      charges: [{ amount: 1500, status: "approved" }],
      status: "partially_paid",
      amountPaid: 4500,
    },
    {
      name: "the rest, after the price was paid",
      order: { ...order, paymentStatus: "partially_paid" as const, amountPaid: 4500 },
      amount: 1500,
      charges: [{ amount: 1500, status: "approved" }],
      status: "paid",
      amountPaid: 6000,
    },
    { name: "a proposed charge is not owed", order, amount: 4500, charges: [{ amount: 1500, status: "proposed" }], status: "paid", amountPaid: 4500 },
    { name: "a declined charge is not owed", order, amount: 4500, charges: [{ amount: 1500, status: "declined" }], status: "paid", amountPaid: 4500 },
  ])("$name: $status", ({ order, amount, charges, status, amountPaid }) => {
    const change = providerPaymentChange(order, payment(amount), now, "stripe", charges);
    expect(change).toMatchObject({ counted: true, changes: { paymentStatus: status, amountPaid } });
  });
  it("marks paid by hand at the price with the approved extra work when no amount is given", () => {
    const charges = [
      { amount: 1500, status: "approved" },
      { amount: 999, status: "proposed" },
      { amount: 700, status: "declined" },
    ];
    expect(paymentChange(unpaid, { paymentStatus: "paid" }, now, "owner", charges)?.changes.amountPaid).toBe(unpaid.servicePrice + 1500);
  });
});
