import { describe, expect, it } from "vitest";
import type { CheckoutRequest } from "@stringing/core/ports/checkout-sessions.port";
import { PaymentLinkCheckout } from "./payment-link-checkout.ts";

const request: CheckoutRequest = {
  orderId: 7,
  amountCents: 1550,
  serviceName: "Mesh Pocket",
  description: "Mesh Pocket, order #7",
  successUrl: "https://shop.test/track/abc?paid=1",
  cancelUrl: "https://shop.test/track/abc",
  paymentKey: "order-7-due-1550-paid-0",
};

describe("PaymentLinkCheckout", () => {
  it("answers the service's payment link with the amount due filled in", async () => {
    const checkout = new PaymentLinkCheckout(async () => [{ serviceName: "mesh pocket ", paymentLink: "https://pay.example.com/mesh?amount={amount}" }]);
    expect(await checkout.start(request)).toEqual({ ok: true, value: { url: "https://pay.example.com/mesh?amount=15.50" } });
  });

  it("names the order on a Stripe Payment Link, and the e-mail only when given", async () => {
    const checkout = new PaymentLinkCheckout(async () => [{ serviceName: "Mesh Pocket", paymentLink: "https://buy.stripe.com/test_mesh" }]);
    expect(await checkout.start(request)).toEqual({ ok: true, value: { url: "https://buy.stripe.com/test_mesh?client_reference_id=7" } });
    const withEmail = await checkout.start({ ...request, customerEmail: "p@example.com" });
    expect(withEmail.ok && withEmail.value.url).toBe("https://buy.stripe.com/test_mesh?client_reference_id=7&prefilled_email=p%40example.com");
  });

  it("answers no_payment_link when the service has none, or only the seeded placeholder", async () => {
    const none = new PaymentLinkCheckout(async () => [{ serviceName: "Traditional", paymentLink: "https://pay.example.com/trad" }]);
    expect(await none.start(request)).toEqual({ ok: false, error: { reason: "no_payment_link", message: expect.stringContaining("Mesh Pocket") } });
    const placeholder = new PaymentLinkCheckout(async () => [{ serviceName: "Mesh Pocket", paymentLink: "https://example.com/pay?amount=[amount]" }]);
    expect(await placeholder.start(request)).toMatchObject({ ok: false, error: { reason: "no_payment_link" } });
  });
});
