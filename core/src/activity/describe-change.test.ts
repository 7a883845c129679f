import { describe, expect, it } from "vitest";
import { changedFields, fieldWords, paymentSummary, quoted, recordName, statusSummary, updatedSummary } from "./describe-change.ts";

describe("describing a change for the activity log", () => {
  it("lists the fields set with their new values", () => {
    expect(changedFields({ quantity: 4, name: "Mesh 10D", visible: false, note: "" })).toBe("quantity 4, name “Mesh 10D”, visible no, note cleared");
  });

  it("never shows a secret's value, only that it changed", () => {
    const text = changedFields({ apiKey: "shippo_live_abc", apiSecret: "s3cret", password: "hunter2", senderEmail: "a@b.co" });
    expect(text).toBe("API key changed, API secret changed, password changed, sender email “a@b.co”");
    expect(text).not.toMatch(/shippo_live_abc|s3cret|hunter2/);
  });

  it("names nested values without printing them, and cuts long lists and texts", () => {
    expect(changedFields({ shippingInfo: { address: "1 Main" } })).toBe("shipping info changed");
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, i]));
    expect(changedFields(many)).toMatch(/f7 7, and 2 more$/);
    expect(fieldWords("shippingLabelUrl")).toBe("shipping label URL");
    expect(quoted("x".repeat(100))).toHaveLength(62);
  });

  it("names a record by its name, title or e-mail, else by its id", () => {
    expect(recordName({ id: 3, name: "Sam" })).toBe("“Sam”");
    expect(recordName({ id: 3, email: "a@b.co" })).toBe("“a@b.co”");
    expect(recordName({ id: 3 })).toBe("#3");
    expect(recordName(null, 9)).toBe("#9");
    expect(updatedSummary("testimonial", "“Sam”", { rating: 5 })).toBe("Updated testimonial “Sam”: rating 5");
    expect(updatedSummary("testimonial", "#2", {})).toBe("Updated testimonial #2");
  });

  it("words a payment in the owner's terms: its status and dollars", () => {
    expect(paymentSummary("paid", 1199)).toBe("Payment: Paid, $11.99");
    expect(paymentSummary("partially_paid", 150000)).toBe("Payment: Partially paid, $1,500.00");
    expect(paymentSummary("unpaid", null)).toBe("Payment: Unpaid");
  });

  it("words statuses, positions and amounts as the spec's screens do: labels and dollars, never codes and cents", () => {
    expect(statusSummary("in_progress")).toBe("Status: In Progress");
    expect(statusSummary("shipped")).toBe("Status: Shipped");
    expect(statusSummary(undefined)).toBe("Status changed");
    expect(changedFields({ trackingNumber: "9400111", status: "in_progress" })).toBe("tracking number “9400111”, status In Progress");
    expect(changedFields({ paymentStatus: "partially_paid", amountPaid: 1199, servicePrice: 4500 })).toBe(
      "payment status Partially paid, amount paid $11.99, service price $45.00",
    );
    expect(changedFields({ position: "FO", rating: 5 })).toBe("position Face Off, rating 5");
    // Free-text prices (shop products) stay as written.
    expect(changedFields({ price: "$20 a set" })).toBe("price “$20 a set”");
  });
});
