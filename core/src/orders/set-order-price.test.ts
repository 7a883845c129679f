import { describe, expect, it } from "vitest";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { orderFormSchema } from "./order-form.ts";
import { trackOrder } from "./order-status-page.ts";
import { placeOrder } from "./place-order.ts";
import { setOrderPrice } from "./set-order-price.ts";
import { setPaymentStatus } from "./set-payment-status.ts";

const now = new Date("2026-04-02T09:00:00Z");
const clock = { now: () => now };

async function setup() {
  const store = new InMemoryOrderStore(() => now);
  store.services = [];
  const placed = await placeOrder({ intake: store, clock })({ form: orderFormSchema.parse(validOrderForm()) });
  if (!placed.ok) throw new Error("no order");
  return { store, id: placed.value.body.id, setPrice: setOrderPrice({ updates: store.updates }) };
}

describe("the owner sets an order's price", () => {
  it("stores the price with its price_changed event", async () => {
    const { store, id, setPrice } = await setup();
    const before = store.tables.orders[0]!.servicePrice;
    const result = await setPrice({ id, servicePrice: before + 4500, actor: "owner" });
    expect(result.ok && result.value.servicePrice).toBe(before + 4500);
    expect(store.tables.events.at(-1)).toMatchObject({ type: "price_changed", actor: "owner", data: { from: before, to: before + 4500 } });
  });

  it("turns a payment recorded against the old total into a partial one of the new, and a paid one once it covers it", async () => {
    const { store, id, setPrice } = await setup();
    await setPaymentStatus({ updates: store.updates, clock })({ id, update: { paymentStatus: "paid", amountPaid: 4500 }, actor: "owner" });
    await setPrice({ id, servicePrice: 6000, actor: "owner" });
    expect(store.tables.orders[0]).toMatchObject({ servicePrice: 6000, paymentStatus: "partially_paid", amountPaid: 4500, paidAt: now });
    await setPrice({ id, servicePrice: 4500, actor: "owner" });
    expect(store.tables.orders[0]).toMatchObject({ servicePrice: 4500, paymentStatus: "paid", amountPaid: 4500 });
  });

  it("makes the status page ask for the balance of the new price", async () => {
    const { store, id, setPrice } = await setup();
    await setPaymentStatus({ updates: store.updates, clock })({ id, update: { paymentStatus: "partially_paid", amountPaid: 1000 }, actor: "owner" });
    await setPrice({ id, servicePrice: 4500, actor: "owner" });
    const order = store.tables.orders[0]!;
    const settings = [{ serviceName: order.serviceName, paymentLink: "https://buy.stripe.com/mesh" }];
    const page = await trackOrder({ orders: store, paymentSettings: async () => settings })(order.trackingToken);
    expect(page).toMatchObject({ ok: true, value: { servicePrice: 4500, balanceDue: 3500, paymentStatus: "partially_paid" } });
    expect(page.ok && page.value.paymentUrl).toContain("buy.stripe.com/mesh");
  });

  it("writes nothing when the price stays, and answers not_found for an unknown order", async () => {
    const { store, id, setPrice } = await setup();
    const events = store.tables.events.length;
    await setPrice({ id, servicePrice: store.tables.orders[0]!.servicePrice, actor: "owner" });
    expect(store.tables.events).toHaveLength(events);
    const missing = await setPrice({ id: 999, servicePrice: 100, actor: "owner" });
    expect(missing.ok || missing.error.kind).toBe("not_found");
  });
});
