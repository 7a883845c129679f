import { describe, expect, it } from "vitest";
import { orderPriceBodySchema, paymentStatusForPrice, priceChange, SERVICE_PRICE_MESSAGE } from "./order-price.ts";

describe("the payment status when the price changes", () => {
  it.each([
    { paymentStatus: "unpaid", amountPaid: null, price: 4500, becomes: "unpaid" },
    { paymentStatus: "refunded", amountPaid: 4500, price: 9000, becomes: "refunded" },
    { paymentStatus: "paid", amountPaid: 4500, price: 4500, becomes: "paid" },
    { paymentStatus: "paid", amountPaid: 4500, price: 3000, becomes: "paid" },
    { paymentStatus: "paid", amountPaid: 4500, price: 5000, becomes: "partially_paid" },
    { paymentStatus: "paid", amountPaid: null, price: 5000, becomes: "paid" },
    { paymentStatus: "partially_paid", amountPaid: 4500, price: 4500, becomes: "paid" },
    { paymentStatus: "partially_paid", amountPaid: 4500, price: 4000, becomes: "paid" },
    { paymentStatus: "partially_paid", amountPaid: 1000, price: 4500, becomes: "partially_paid" },
  ] as const)("$paymentStatus with $amountPaid paid, priced $price → $becomes", ({ paymentStatus, amountPaid, price, becomes }) => {
    expect(paymentStatusForPrice({ paymentStatus, amountPaid }, price)).toBe(becomes);
  });
});

describe("setting an order's price", () => {
  it("records the price change in cents and leaves an unpaid order unpaid", () => {
    expect(priceChange({ servicePrice: 0, paymentStatus: "unpaid", amountPaid: null }, 4500, "owner")).toEqual({
      changes: { servicePrice: 4500 },
      events: [{ type: "price_changed", actor: "owner", data: { from: 0, to: 4500 } }],
    });
  });

  it("makes a payment recorded against a $0.00 total count against the new price", () => {
    expect(priceChange({ servicePrice: 0, paymentStatus: "paid", amountPaid: 4500 }, 5699, "owner")).toEqual({
      changes: { servicePrice: 5699, paymentStatus: "partially_paid" },
      events: [
        { type: "price_changed", actor: "owner", data: { from: 0, to: 5699 } },
        { type: "payment_changed", actor: "owner", data: { from: "paid", to: "partially_paid", amountPaid: 4500, note: "The price changed" } },
      ],
    });
  });

  it("changes nothing when the price stays", () => {
    expect(priceChange({ servicePrice: 4500, paymentStatus: "unpaid", amountPaid: null }, 4500, "owner")).toBeNull();
  });

  it.each([[-1], [12.5], [100_000_001], ["45"], [null]])("refuses %j as a price", (servicePrice) => {
    const parsed = orderPriceBodySchema.safeParse({ servicePrice });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(SERVICE_PRICE_MESSAGE);
  });

  it("takes 0 and a million dollars", () => {
    expect(orderPriceBodySchema.parse({ servicePrice: 0 })).toEqual({ servicePrice: 0 });
    expect(orderPriceBodySchema.parse({ servicePrice: 100_000_000 })).toEqual({ servicePrice: 100_000_000 });
  });
  it("measures what was paid against the new price with the approved extra work", () => {
    const approved = [{ amount: 1500, status: "approved" }];
    expect(paymentStatusForPrice({ paymentStatus: "paid", amountPaid: 6000 }, 4500, approved)).toBe("paid");
    expect(paymentStatusForPrice({ paymentStatus: "paid", amountPaid: 6000 }, 5000, approved)).toBe("partially_paid");
    expect(priceChange({ servicePrice: 5000, paymentStatus: "partially_paid", amountPaid: 6000 }, 4500, "owner", approved)?.changes.paymentStatus).toBe("paid");
  });
});
