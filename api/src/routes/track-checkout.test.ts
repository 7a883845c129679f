import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { paymentSettings, services } from "@stringing/adapters/postgres/schema/index";
import { STRIPE_SERVER_ERROR, startFakeStripe, type FakeStripe } from "@stringing/adapters/stripe/fake-stripe-server";
import { NO_PAYMENT_LINK_MESSAGE, NOTHING_DUE_MESSAGE, PAYMENT_UNAVAILABLE_MESSAGE } from "@stringing/core/orders/start-checkout";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { BASE, type TestApp, useTestApp } from "../testing/test-app.ts";

let fake: FakeStripe;
/** STRIPE_API_URL: read when the app is built, after the fake has its port. */
const stripe = { stripeSecretKey: "sk_test_routes000000000000000000", stripeBaseUrl: "" };
beforeAll(async () => {
  fake = await startFakeStripe(stripe.stripeSecretKey);
  stripe.stripeBaseUrl = fake.url;
});
afterAll(() => fake?.close());

/** An order of a Mesh Pocket at $45.00, placed as the public form does; its status page token. */
async function placeOrder(app: TestApp) {
  const response = await app.request("/api/orders", { method: "POST", json: validOrderForm({ serviceType: "Mesh Pocket" }) });
  expect(response.status).toBe(201);
  const { id, statusUrl } = (await response.json()) as { id: number; statusUrl: string };
  return { id, token: new URL(statusUrl).pathname.split("/").pop()! };
}

const priceMeshPocket = (app: TestApp) => app.db.update(services).set({ price: 4500 }).where(eq(services.name, "Mesh Pocket"));

const markPaid = async (app: TestApp, admin: string, id: number, update: { paymentStatus: string; amountPaid?: number }) => {
  const response = await app.request(`/api/orders/${id}/payment`, { method: "PATCH", cookie: admin, json: update });
  expect(response.status).toBe(200);
};

const checkout = (app: TestApp, token: string, headers: Record<string, string> = {}) =>
  app.request(`/api/track/${token}/checkout`, { method: "POST", headers });

/** docs/rules/payments.md, Paying the balance: POST /api/track/{token}/checkout. */
describe("POST /api/track/{token}/checkout with STRIPE_SECRET_KEY (fake Stripe)", () => {
  const app = useTestApp({ publicFormLimit: 1000, stripe });
  let admin: string;
  beforeAll(async () => {
    await priceMeshPocket(app());
    admin = await app().signIn("admin");
  });
  beforeEach(() => fake.reset());

  it("opens a Stripe Checkout Session for the balance in cents, naming the order, back to the status page", async () => {
    const { id, token } = await placeOrder(app());
    const response = await checkout(app(), token, { origin: BASE });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const session = fake.sessions[0]!;
    expect(await response.json()).toEqual({ url: session.url });
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 4500,
      currency: "usd",
      client_reference_id: String(id),
      success_url: `${BASE}/track/${token}?paid=1`,
      cancel_url: `${BASE}/track/${token}`,
      // The link's holder is not shown the customer's address.
      customer_email: null,
    });
  });

  it("gives a double click the same session, and a new balance a new one", async () => {
    const { id, token } = await placeOrder(app());
    const [first, second] = await Promise.all([checkout(app(), token), checkout(app(), token)]);
    const urls = [((await first.json()) as { url: string }).url, ((await second.json()) as { url: string }).url];
    expect(urls[0]).toBe(urls[1]);
    expect(fake.sessions).toHaveLength(1);
    await markPaid(app(), admin, id, { paymentStatus: "partially_paid", amountPaid: 1000 });
    const rest = await checkout(app(), token);
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { url: string }).url).not.toBe(urls[0]);
    expect(fake.sessions.map((session) => session.amount_total)).toEqual([4500, 3500]);
  });

  it("charges the approved extra work too, and not a charge still proposed", async () => {
    const { id, token } = await placeOrder(app());
    const propose = async (description: string, amount: number) => {
      const response = await app().request(`/api/orders/${id}/charges`, { method: "POST", cookie: admin, json: { description, amount } });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const cracked = await propose("New head: the old one is cracked", 5999);
    await propose("Dye job", 1500);
    expect((await app().request(`/api/track/${token}/charges/${cracked}/approve`, { method: "POST" })).status).toBe(200);
    const response = await checkout(app(), token);
    expect(response.status).toBe(200);
    expect(fake.sessions.map((session) => [session.amount_total, session.client_reference_id])).toEqual([[4500 + 5999, String(id)]]);
  });

  it("answers 409, asking Stripe nothing, once nothing is due", async () => {
    const { id, token } = await placeOrder(app());
    await markPaid(app(), admin, id, { paymentStatus: "paid" });
    const response = await checkout(app(), token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: NOTHING_DUE_MESSAGE });
    expect(fake.calls).toHaveLength(0);
  });

  it("answers 404 for an unknown or malformed token, and 403 from another site", async () => {
    const { token } = await placeOrder(app());
    for (const bad of ["b".repeat(64), token.toUpperCase(), "1"]) {
      const response = await checkout(app(), bad);
      expect(response.status, bad).toBe(404);
    }
    expect((await checkout(app(), token, { origin: "https://elsewhere.example" })).status).toBe(403);
    expect(fake.calls).toHaveLength(0);
  });

  it("answers 503 with a message for the player when Stripe fails", async () => {
    const { token } = await placeOrder(app());
    // The SDK tries a 5xx once more with the same key.
    fake.failNext.push(STRIPE_SERVER_ERROR, STRIPE_SERVER_ERROR);
    const response = await checkout(app(), token);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: PAYMENT_UNAVAILABLE_MESSAGE });
    expect(fake.sessions).toHaveLength(0);
    // Once Stripe is back, the same Pay button works.
    expect((await checkout(app(), token)).status).toBe(200);
  });
});

describe("POST /api/track/{token}/checkout without STRIPE_SECRET_KEY (payment links)", () => {
  const app = useTestApp({ publicFormLimit: 1000 });
  let admin: string;
  beforeAll(async () => {
    await priceMeshPocket(app());
    admin = await app().signIn("admin");
  });

  const setLink = (paymentLink: string) =>
    app()
      .db.insert(paymentSettings)
      .values({ serviceName: "Mesh Pocket", paymentLink })
      .onConflictDoUpdate({ target: paymentSettings.serviceName, set: { paymentLink } });

  it("answers the service's payment link filled with the balance due", async () => {
    await setLink("https://pay.example.com/mesh?amount={amount}");
    const { id, token } = await placeOrder(app());
    const response = await checkout(app(), token, { origin: BASE });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: "https://pay.example.com/mesh?amount=45.00" });
    await markPaid(app(), admin, id, { paymentStatus: "partially_paid", amountPaid: 1050 });
    expect(await (await checkout(app(), token)).json()).toEqual({ url: "https://pay.example.com/mesh?amount=34.50" });
  });

  it("names the order on a Stripe Payment Link", async () => {
    await setLink("https://buy.stripe.com/test_mesh");
    const { id, token } = await placeOrder(app());
    expect(await (await checkout(app(), token)).json()).toEqual({ url: `https://buy.stripe.com/test_mesh?client_reference_id=${id}` });
  });

  it("answers 409 saying a link will follow while the service's link is the placeholder", async () => {
    await setLink("https://example.com/pay?amount=[amount]&replace-with-your-payment-link");
    const { token } = await placeOrder(app());
    const response = await checkout(app(), token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: NO_PAYMENT_LINK_MESSAGE });
  });
});
