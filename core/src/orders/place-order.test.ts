import { describe, expect, it } from "vitest";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { parseAdditionalRequests } from "./additional-requests.ts";
import { NEED_STRINGS, orderFormSchema } from "./order-form.ts";
import { SERVICE_NOT_OFFERED } from "./offered-services.ts";
import { IDEMPOTENCY_KEY_REUSED, placeOrder } from "./place-order.ts";
import { EMPTY_POCKET } from "./pocket-details.ts";

const now = new Date("2026-03-01T12:00:00Z");
const setup = () => {
  const store = new InMemoryOrderStore(() => now);
  store.services = [{ name: "Mesh Pocket", price: 4500 }];
  store.paymentSettings = [{ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount=[amount]" }];
  return { store, place: placeOrder({ intake: store, clock: { now: () => now } }) };
};
const form = (overrides: Record<string, unknown> = {}) => orderFormSchema.parse(validOrderForm(overrides));

describe("place order", () => {
  it("stores the derived order and answers its id and payment link", async () => {
    const { store, place } = setup();
    const result = await place({ form: form({ stringOption: NEED_STRINGS, stringerNotes: "Deep pocket" }) });
    expect(result).toEqual({
      ok: true,
      value: {
        status: 201,
        body: { id: expect.any(Number), paymentUrl: "https://pay.example/mesh?amount=56.99", statusPath: expect.stringMatching(/^\/track\/[0-9a-f]{64}$/) },
        replayed: false,
      },
    });
    const [order] = store.tables.orders;
    expect(result.ok && result.value.body.statusPath).toBe(`/track/${order!.trackingToken}`);
    expect(order).toMatchObject({ paymentStatus: "unpaid", amountPaid: null, paidAt: null });
    expect(store.tables.events).toMatchObject([
      { orderId: order!.id, type: "created", actor: "customer", data: {} },
      { orderId: order!.id, type: "mail_queued", actor: "system", data: { template: "order-received", recipient: "customer" } },
      { orderId: order!.id, type: "mail_queued", actor: "system", data: { template: "owner-new-order", recipient: "owner" } },
    ]);
    expect(order).toMatchObject({
      customerName: "Casey Jones",
      customerEmail: "casey@example.com",
      serviceName: "Mesh Pocket",
      servicePrice: 5699,
      meshType: "Providing my own mesh",
      meshColor: null,
      stringType: NEED_STRINGS,
      stringColor: null,
      status: "pending",
      shippingInfo: {
        address: "12 Main St",
        city: "Springfield",
        state: "IL",
        zip: "62701",
        country: "United States",
        phone: "555-0100",
        contactPreference: "Email",
      },
    });
    expect(parseAdditionalRequests(order!.additionalRequests)).toMatchObject({ headType: "STX Surgeon 1000", stringerNotes: "Deep pocket", emailOptIn: false });
  });

  it("stores the pocket the form says, whole, and an empty one when it says none", async () => {
    const { store, place } = setup();
    const said = await place({ form: form({ pocket: { sidewallColor: "Red", shooters: [{ style: "v" }], diamonds: 10 } }) });
    const none = await place({ form: form({ customerEmail: "other@example.com" }) });
    const pocketOf = async (result: typeof said) => (await store.findById(result.ok ? result.value.body.id : 0))?.pocket;
    expect(await pocketOf(said)).toEqual({ ...EMPTY_POCKET, sidewallColor: "Red", shooters: [{ style: "v", material: null, color: null }], diamonds: 10 });
    expect(await pocketOf(none)).toEqual(EMPTY_POCKET);
  });

  it("upserts the customer by e-mail ignoring case, counting orders", async () => {
    const { store, place } = setup();
    await place({ form: form() });
    await place({ form: form({ customerEmail: "CASEY@example.com", customerPhone: "555-0199", pocketPreference: "High Pocket" }) });
    expect(store.tables.customers).toHaveLength(1);
    expect(store.tables.customers[0]).toMatchObject({
      email: "casey@example.com",
      phone: "555-0199",
      preferredPocket: "High Pocket",
      preferredMesh: "Providing my own mesh",
      preferredThread: "Providing my own strings",
      totalOrders: 2,
      lastOrderDate: now,
    });
    expect(store.tables.orders.every((order) => order.customerId === store.tables.customers[0]!.id)).toBe(true);
  });

  it("subscribes only on opt-in, never re-subscribing an address that unsubscribed", async () => {
    const { store, place } = setup();
    await place({ form: form() });
    expect(store.tables.subscribers).toHaveLength(0);
    await place({ form: form({ emailOptIn: true }) });
    expect(store.tables.subscribers).toMatchObject([{ email: "casey@example.com", subscribed: true, name: "Casey Jones" }]);
    store.tables.subscribers[0]!.subscribed = false;
    const again = await place({ form: form({ emailOptIn: true, customerEmail: "Casey@Example.com" }) });
    expect(again.ok).toBe(true);
    expect(store.tables.subscribers).toMatchObject([{ email: "casey@example.com", subscribed: false }]);
  });

  it("answers a filled honeypot like an order, with the next id and its payment link, and stores nothing", async () => {
    const { store, place } = setup();
    await place({ form: form() });
    const before = structuredClone(store.tables);
    const result = await place({ form: form({ website: "https://spam.example", stringOption: NEED_STRINGS, emailOptIn: true }), idempotencyKey: "bot" });
    expect(result).toEqual({
      ok: true,
      value: {
        status: 201,
        body: { id: 3, paymentUrl: "https://pay.example/mesh?amount=56.99", statusPath: expect.stringMatching(/^\/track\/[0-9a-f]{64}$/) },
        replayed: false,
      },
    });
    expect(store.tables).toEqual(before);
    const real = await place({ form: form() });
    expect(real.ok && real.value.body.id).toBe(3);
  });

  it("puts the order id and the e-mail on a Stripe Payment Link, the decoy's too", async () => {
    const { store, place } = setup();
    store.paymentSettings = [{ serviceName: "Mesh Pocket", paymentLink: "https://buy.stripe.com/test_abc?amount=[amount]" }];
    const result = await place({ form: form({ customerEmail: "pay+me@example.com" }) });
    const url = new URL(result.ok ? (result.value.body.paymentUrl ?? "") : "");
    expect(url.searchParams.get("client_reference_id")).toBe(String(result.ok && result.value.body.id));
    expect(url.searchParams.get("prefilled_email")).toBe("pay+me@example.com");
    expect(url.searchParams.get("amount")).toBe("45.00");
    const decoy = await place({ form: form({ website: "x", customerEmail: "bot@example.com" }) });
    const decoyUrl = new URL(decoy.ok ? (decoy.value.body.paymentUrl ?? "") : "");
    expect(decoyUrl.searchParams.get("client_reference_id")).toBe(String(decoy.ok && decoy.value.body.id));
    expect(decoyUrl.searchParams.get("prefilled_email")).toBe("bot@example.com");
  });

  it("answers a null payment link without a matching setting", async () => {
    const { place } = setup();
    const result = await place({ form: form({ serviceType: "Unconfigured" }) });
    expect(result.ok && result.value.body.paymentUrl).toBeNull();
  });

  it("refuses a service the owner hid, its link or not, storing nothing and claiming no key", async () => {
    const { store, place } = setup();
    store.services = [{ name: "Mesh Pocket", price: 4500, visible: false }];
    expect(await place({ form: form({ serviceType: " mesh pocket" }), idempotencyKey: "k0" })).toEqual({
      ok: false,
      error: { kind: "invalid", message: SERVICE_NOT_OFFERED, errors: { serviceType: SERVICE_NOT_OFFERED } },
    });
    expect(store.tables.orders).toHaveLength(0);
    store.services = [{ name: "Mesh Pocket", price: 4500, visible: true }];
    expect((await place({ form: form(), idempotencyKey: "k0" })).ok).toBe(true);
  });

  it("replays the first answer for a retried Idempotency-Key, even concurrently", async () => {
    const { store, place } = setup();
    const [first, second] = await Promise.all([place({ form: form(), idempotencyKey: "k1" }), place({ form: form(), idempotencyKey: "k1" })]);
    expect(store.tables.orders).toHaveLength(1);
    expect(first.ok && second.ok && second.value.body).toEqual(first.ok && first.value.body);
    expect(second.ok && second.value).toMatchObject({ status: 201, replayed: true });
  });

  it("refuses a key reused for a different order", async () => {
    const { place } = setup();
    await place({ form: form(), idempotencyKey: "k2" });
    expect(await place({ form: form({ headColor: "Black" }), idempotencyKey: "k2" })).toEqual({
      ok: false,
      error: { kind: "conflict", message: IDEMPOTENCY_KEY_REUSED },
    });
  });

  it("leaves nothing behind when storing the order fails", async () => {
    const { store, place } = setup();
    store.failNextIntakeWrite = true;
    await expect(place({ form: form({ emailOptIn: true }), idempotencyKey: "k3" })).rejects.toThrow();
    expect(store.tables.customers).toHaveLength(0);
    expect(store.tables.subscribers).toHaveLength(0);
    expect(store.tables.keys.size).toBe(0);
    expect((await place({ form: form(), idempotencyKey: "k3" })).ok).toBe(true);
    expect(store.tables.orders).toHaveLength(1);
  });
});
