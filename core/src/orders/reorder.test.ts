import { describe, expect, it } from "vitest";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";
import { changeOrderStatus } from "./change-order-status.ts";
import { NEED_STRINGS, orderFormSchema } from "./order-form.ts";
import { orderFromForm, placeOrder } from "./place-order.ts";
import { pocketDetailsSchema } from "./pocket-details.ts";
import { REORDER_INCOMPLETE, reorder, reorderForm } from "./reorder.ts";

const now = new Date("2026-03-01T12:00:00Z");
const setup = () => {
  const store = new InMemoryOrderStore(() => now);
  store.services = [{ name: "Mesh Pocket", price: 4500 }];
  store.paymentSettings = [{ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount=[amount]" }];
  const deps = { intake: store, orders: store, clock: { now: () => now } };
  return { store, place: placeOrder(deps), again: reorder(deps) };
};
const form = (overrides: Record<string, unknown> = {}) => orderFormSchema.parse(validOrderForm(overrides));

describe("reorder", () => {
  it("places a new pending order for the same customer, recipe and address, priced today, its created event naming the admin and the old order", async () => {
    const { store, place, again } = setup();
    const first = await place({
      form: form({ firstName: "Mary Ann", lastName: "Smith", stringOption: NEED_STRINGS, contactPreference: "Text", stringerNotes: "Red sidewall" }),
    });
    if (!first.ok) throw new Error("the first order failed");
    const oldId = first.value.body.id;
    store.services = [{ name: "Mesh Pocket", price: 5000 }];
    const result = await again({ id: oldId, actor: "owner" });
    expect(result).toEqual({
      ok: true,
      value: {
        status: 201,
        body: { id: expect.any(Number), paymentUrl: "https://pay.example/mesh?amount=61.99", statusPath: expect.stringMatching(/^\/track\/[0-9a-f]{64}$/) },
        replayed: false,
      },
    });
    const [old, fresh] = store.tables.orders;
    expect(fresh!.id).not.toBe(oldId);
    expect(fresh!.trackingToken).not.toBe(old!.trackingToken);
    expect(fresh).toMatchObject({
      status: "pending",
      paymentStatus: "unpaid",
      customerId: old!.customerId,
      customerName: "Mary Ann Smith",
      customerEmail: old!.customerEmail,
      serviceName: "Mesh Pocket",
      servicePrice: 6199,
      meshType: old!.meshType,
      stringType: NEED_STRINGS,
      additionalRequests: old!.additionalRequests,
      shippingInfo: old!.shippingInfo,
    });
    expect(store.tables.customers).toHaveLength(1);
    expect(store.tables.customers[0]).toMatchObject({ totalOrders: 2 });
    expect(store.tables.events.filter((event) => event.orderId === fresh!.id)).toMatchObject([
      { type: "created", actor: "owner", data: { from: oldId } },
      { type: "mail_queued", data: { template: "order-received" } },
      { type: "mail_queued", data: { template: "owner-new-order" } },
    ]);
  });

  it("copies the pocket in detail as the stringer completed it, not as the player first sent it", async () => {
    const { store, place, again } = setup();
    const first = await place({ form: form({ pocket: { sidewallColor: "Red" } }) });
    if (!first.ok) throw new Error("the first order failed");
    const completed = pocketDetailsSchema.parse({ sidewallColor: "Red", topStringColor: "Black", shooters: [{ style: "u", material: "nylon" }], whip: "low" });
    await changeOrderStatus({ updates: store.updates })({ id: first.value.body.id, pocket: completed, actor: "owner" });
    const result = await again({ id: first.value.body.id, actor: "owner" });
    if (!result.ok) throw new Error("the reorder failed");
    expect((await store.findById(result.value.body.id))?.pocket).toEqual(completed);
  });

  it("answers the first new order again for a retried Idempotency-Key", async () => {
    const { store, place, again } = setup();
    const first = await place({ form: form() });
    if (!first.ok) throw new Error("the first order failed");
    const one = await again({ id: first.value.body.id, actor: "owner", idempotencyKey: "reorder-key-1" });
    const two = await again({ id: first.value.body.id, actor: "owner", idempotencyKey: "reorder-key-1" });
    expect(two.ok && two.value.replayed).toBe(true);
    expect(two.ok && two.value.body).toEqual(one.ok && one.value.body);
    expect(store.tables.orders).toHaveLength(2);
  });

  it("is not_found for an unknown order, storing nothing", async () => {
    const { store, again } = setup();
    expect(await again({ id: 999, actor: "owner" })).toEqual({ ok: false, error: { kind: "not_found", message: "Order not found" } });
    expect(store.tables.orders).toHaveLength(0);
  });

  it("refuses, with the form's field errors, an order whose details no longer make a valid form", async () => {
    const { store, again } = setup();
    store.tables.orders.push(storedOrder({ id: 3, additionalRequests: "Head Type: STX\nPocket: floppy", shippingInfo: { address: "12 Main St" } }));
    const result = await again({ id: 3, actor: "owner" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: "invalid", message: REORDER_INCOMPLETE });
    expect(result.error.kind === "invalid" && result.error.errors).toMatchObject({
      pocketPreference: "Pocket preference is required",
      headColor: "Head color is required",
      shippingCity: "City is required",
    });
    expect(store.tables.orders).toHaveLength(1);
  });
});

describe("reorderForm", () => {
  it("is the form the order was placed with, contact and address included", () => {
    const sent = form({
      firstName: "Mary Ann",
      lastName: "Smith",
      stringerNotes: "Red sidewall",
      howHeardAboutUs: "A friend",
      emailOptIn: true,
      pocket: { meshBrand: "Hero 3.0", diamonds: 10, shooters: [{ style: "v" }] },
    });
    const order = storedOrder(orderFromForm(sent, 4500));
    expect(orderFormSchema.parse(reorderForm(order))).toEqual(sent);
  });
});
