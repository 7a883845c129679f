import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CheckoutRequest } from "@stringing/core/ports/checkout-sessions.port";
import { STRIPE_SERVER_ERROR, startFakeStripe, type FakeStripe } from "./fake-stripe-server.ts";
import { StripeCheckoutSessions, stripeAddressOf } from "./stripe-checkout-sessions.ts";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe("sk_test_adapter0000000000000000");
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const request: CheckoutRequest = {
  orderId: 1042,
  amountCents: 5699,
  serviceName: "Mesh Pocket",
  description: "Mesh Pocket, order #1042",
  successUrl: "https://shop.test/track/abc?paid=1",
  cancelUrl: "https://shop.test/track/abc",
  paymentKey: "order-1042-due-5699-paid-0",
};

const checkout = (secretKey = fake.secretKey, baseUrl = fake.url) => new StripeCheckoutSessions({ secretKey, baseUrl, maxNetworkRetries: 0 });

describe("StripeCheckoutSessions (fake Stripe)", () => {
  it("opens a Checkout Session for the amount in cents, in usd, naming the order, and answers its payment page", async () => {
    const started = await checkout().start(request);
    expect(started).toEqual({ ok: true, value: { url: `${fake.url}/c/pay/${fake.sessions[0]!.id}` } });
    expect(fake.sessions).toHaveLength(1);
    expect(fake.sessions[0]).toMatchObject({
      mode: "payment",
      amount_total: 5699,
      currency: "usd",
      client_reference_id: "1042",
      success_url: "https://shop.test/track/abc?paid=1",
      cancel_url: "https://shop.test/track/abc",
      customer_email: null,
    });
    expect(fake.calls[0]).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      form: {
        line_items: { "0": { quantity: "1", price_data: { currency: "usd", unit_amount: "5699", product_data: { name: "Mesh Pocket, order #1042" } } } },
      },
    });
  });

  it("sends one idempotency key per payment, so a double click gets the first session back instead of a second", async () => {
    const [first, second] = await Promise.all([checkout().start(request), checkout().start(request)]);
    expect(first).toEqual(second);
    expect(fake.sessions).toHaveLength(1);
    expect(fake.calls.map((call) => call.idempotencyKey)).toEqual(["checkout-order-1042-due-5699-paid-0", "checkout-order-1042-due-5699-paid-0"]);
    // A new balance is a new payment: a session of its own.
    const later = await checkout().start({ ...request, amountCents: 2500, paymentKey: "order-1042-due-2500-paid-5699" });
    expect(later.ok && later.value.url).not.toBe(first.ok && first.value.url);
    expect(fake.sessions.map((session) => session.amount_total)).toEqual([5699, 2500]);
  });

  it("prefills the customer's e-mail only when asked to", async () => {
    await checkout().start({ ...request, customerEmail: "player@example.com" });
    expect(fake.sessions[0]!.customer_email).toBe("player@example.com");
  });

  it("answers a refusal, not a throw, when Stripe refuses the secret key", async () => {
    const started = await checkout("sk_test_wrong0000000000000000000").start(request);
    expect(started).toEqual({ ok: false, error: { reason: "refused", message: expect.stringContaining("Invalid API Key provided") } });
    expect(fake.sessions).toHaveLength(0);
  });

  it("answers a refusal with Stripe's reason when Stripe refuses the session (an amount under $0.50)", async () => {
    const started = await checkout().start({ ...request, amountCents: 49, paymentKey: "order-1042-due-49-paid-0" });
    expect(started).toEqual({ ok: false, error: { reason: "refused", message: expect.stringContaining("at least $0.50 usd") } });
  });

  it("answers unavailable when Stripe fails with a 500", async () => {
    fake.failNext.push(STRIPE_SERVER_ERROR);
    const started = await checkout().start(request);
    expect(started).toEqual({ ok: false, error: { reason: "unavailable", message: expect.stringContaining("500") } });
  });

  it("retries a 500 once with the same key (the SDK's retry), so a passing fault still opens one session", async () => {
    fake.failNext.push(STRIPE_SERVER_ERROR);
    const started = await new StripeCheckoutSessions({ secretKey: fake.secretKey, baseUrl: fake.url, maxNetworkRetries: 1 }).start(request);
    expect(started.ok).toBe(true);
    expect(fake.calls).toHaveLength(2);
    expect(new Set(fake.calls.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(fake.sessions).toHaveLength(1);
  });

  it("answers unavailable when Stripe cannot be reached", async () => {
    const down = await startFakeStripe();
    await down.close();
    const started = await checkout(down.secretKey, down.url).start(request);
    expect(started).toEqual({ ok: false, error: { reason: "unavailable", message: expect.stringContaining("could not be reached") } });
  });
});

describe("stripeAddressOf", () => {
  it("turns STRIPE_API_URL into the SDK's host, port and protocol", () => {
    expect(stripeAddressOf("https://api.stripe.com")).toEqual({ host: "api.stripe.com", port: 443, protocol: "https" });
    expect(stripeAddressOf("http://127.0.0.1:4242/")).toEqual({ host: "127.0.0.1", port: 4242, protocol: "http" });
    expect(() => stripeAddressOf("http://127.0.0.1:4242/v1")).toThrow(/origin/);
    expect(() => stripeAddressOf("ftp://stripe.test")).toThrow(/origin/);
  });
});

describe("the fake Stripe checks what Stripe checks", () => {
  const post = (headers: Record<string, string>, body = "mode=payment") => fetch(`${fake.url}/v1/checkout/sessions`, { method: "POST", headers, body });
  const form = { "content-type": "application/x-www-form-urlencoded" };

  it("refuses a request without the key, or with another, in Stripe's error JSON", async () => {
    const missing = await post(form);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: { type: "invalid_request_error", message: expect.stringContaining("did not provide an API key") } });
    const wrong = await post({ ...form, authorization: "Bearer sk_test_someoneelse000000000" });
    expect(wrong.status).toBe(401);
  });

  it("takes the key as basic auth's user name too, and asks for the fields it needs", async () => {
    const basic = `Basic ${Buffer.from(`${fake.secretKey}:`).toString("base64")}`;
    const noItems = await post({ ...form, authorization: basic });
    expect(noItems.status).toBe(400);
    expect(await noItems.json()).toMatchObject({ error: { type: "invalid_request_error", param: "line_items" } });
    const badUrl = await post(
      { ...form, authorization: basic },
      "mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=500&line_items[0][price_data][product_data][name]=x&success_url=nowhere",
    );
    expect(await badUrl.json()).toMatchObject({ error: { message: "Not a valid URL", param: "success_url" } });
    const json = await post({ "content-type": "application/json", authorization: basic }, JSON.stringify({ mode: "payment" }));
    expect(json.status).toBe(400);
    expect(fake.sessions).toHaveLength(0);
  });
});
