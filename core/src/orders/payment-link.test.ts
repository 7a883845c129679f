import { describe, expect, it } from "vitest";
import { fillPaymentLink, isPlaceholderPaymentLink, orderPaymentUrl, paymentUrlFor, withPaymentReference } from "./payment-link.ts";

describe("payment link", () => {
  it("substitutes the amount in dollars with two decimals into every placeholder style", () => {
    expect(fillPaymentLink("https://pay.example/x?amount=[amount]", 1199)).toBe("https://pay.example/x?amount=11.99");
    expect(fillPaymentLink("https://pay.example/{amount}", 4500)).toBe("https://pay.example/45.00");
    expect(fillPaymentLink("https://pay.example/{{amount}}/[AMOUNT]/{ Amount }", 5)).toBe("https://pay.example/0.05/0.05/0.05");
    expect(fillPaymentLink("https://pay.example/?a=%5Bamount%5D&b=%7Bamount%7D&c=%7b%7bamount%7d%7d", 100)).toBe("https://pay.example/?a=1.00&b=1.00&c=1.00");
    expect(fillPaymentLink("https://pay.example/fixed", 100)).toBe("https://pay.example/fixed");
  });

  it("picks the setting by service name and answers null without one", () => {
    const settings = [{ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh/[amount]" }];
    expect(paymentUrlFor("Mesh Pocket", settings, 0)).toBe("https://pay.example/mesh/0.00");
    expect(paymentUrlFor("mesh pocket", settings, 1199)).toBe("https://pay.example/mesh/11.99");
    expect(paymentUrlFor("Other", settings, 1199)).toBeNull();
    expect(paymentUrlFor("Mesh Pocket", [], 1199)).toBeNull();
  });

  it.each([
    ["https://example.com/replace-with-your-payment-link?service=Mesh%20Pocket&amount={amount}", true],
    ["https://example.com/pay?amount=[amount]", true],
    ["https://EXAMPLE.com/pay", true],
    ["http://example.com", true],
    ["https://example.com./pay", true],
    ["https://example.com:8443/pay", true],
    ["https://owner:secret@example.com/pay", true],
    ["https://pay.example.com/mesh?amount={amount}", false],
    ["https://sub.example.com/pay", false],
    ["https://example.com.evil.test/pay", false],
    ["https://notexample.com/pay", false],
    ["https://buy.stripe.com/replace-with-your-payment-link", true],
    ["https://pay.owner.test/REPLACE-WITH-YOUR-PAYMENT-LINK", true],
    ["https://buy.stripe.com/test_14k5nB", false],
    ["https://pay.owner.test/?next=https://example.com/", false],
    ["not a url", false],
    ["example.com/pay", false],
    ["replace-with-your-payment-link", true],
    ["", false],
  ])("tells the seeded placeholder %j from a real link (%s)", (link, placeholder) => {
    expect(isPlaceholderPaymentLink(link)).toBe(placeholder);
  });

  it("never hands out the seeded placeholder: no link instead, as when no setting matches", () => {
    const settings = [
      { serviceName: "Mesh Pocket", paymentLink: "https://example.com/replace-with-your-payment-link?service=Mesh%20Pocket&amount={amount}" },
      { serviceName: "Traditional Pocket", paymentLink: "https://pay.example.com/trad/{amount}" },
    ];
    expect(paymentUrlFor("Mesh Pocket", settings, 4500)).toBeNull();
    expect(orderPaymentUrl({ id: 3, serviceName: "Mesh Pocket", servicePrice: 4500, email: "a@example.com" }, settings)).toBeNull();
    expect(paymentUrlFor("Traditional Pocket", settings, 4500)).toBe("https://pay.example.com/trad/45.00");
  });

  it("puts the order's reference on a Stripe Payment Link only", () => {
    expect(withPaymentReference("https://buy.stripe.com/test_14k5nB", { orderId: 12, email: "a+b@example.com" })).toBe(
      "https://buy.stripe.com/test_14k5nB?client_reference_id=12&prefilled_email=a%2Bb%40example.com",
    );
    expect(withPaymentReference("https://BUY.STRIPE.COM/x?prefilled_promo_code=SPRING&client_reference_id=1#top", { orderId: 7 })).toBe(
      "https://buy.stripe.com/x?prefilled_promo_code=SPRING&client_reference_id=7#top",
    );
    for (const other of [
      "https://pay.example/mesh?amount=45.00",
      "https://buy.stripe.com.evil.example/x",
      "https://checkout.stripe.com/c/pay/x",
      "not a url",
    ]) {
      expect(withPaymentReference(other, { orderId: 12, email: "a@example.com" }), other).toBe(other);
    }
  });

  it("builds the order's link: amount, then the Stripe reference", () => {
    const settings = [{ serviceName: "Mesh Pocket", paymentLink: "https://buy.stripe.com/mesh?amount={amount}" }];
    expect(orderPaymentUrl({ id: 3, serviceName: "Mesh Pocket", servicePrice: 4500 }, settings)).toBe(
      "https://buy.stripe.com/mesh?amount=45.00&client_reference_id=3",
    );
    expect(orderPaymentUrl({ id: 3, serviceName: "Other", servicePrice: 4500 }, settings)).toBeNull();
  });
});
