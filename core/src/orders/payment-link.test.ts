import { describe, expect, it } from "vitest";
import { fillPaymentLink, paymentUrlFor } from "./payment-link.ts";

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
});
