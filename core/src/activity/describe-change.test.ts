import { describe, expect, it } from "vitest";
import { changedFields, paymentSummary, quoted, recordName, updatedSummary } from "./describe-change.ts";

describe("describing a change for the activity log", () => {
  it("lists the fields set with their new values", () => {
    expect(changedFields({ quantity: 4, name: "Mesh 10D", visible: false, note: "" })).toBe("quantity 4, name “Mesh 10D”, visible false, note cleared");
  });

  it("never shows a secret's value, only that it changed", () => {
    const text = changedFields({ apiKey: "shippo_live_abc", apiSecret: "s3cret", password: "hunter2", senderEmail: "a@b.co" });
    expect(text).toBe("apiKey changed, apiSecret changed, password changed, senderEmail “a@b.co”");
    expect(text).not.toMatch(/shippo_live_abc|s3cret|hunter2/);
  });

  it("names nested values without printing them, and cuts long lists and texts", () => {
    expect(changedFields({ shippingInfo: { address: "1 Main" } })).toBe("shippingInfo changed");
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, i]));
    expect(changedFields(many)).toMatch(/f7 7, and 2 more$/);
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
});
