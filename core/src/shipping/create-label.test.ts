import { describe, expect, it } from "vitest";
import { orderFormSchema } from "../orders/order-form.ts";
import { placeOrder } from "../orders/place-order.ts";
import { FakeCarrier, InMemoryLabelFiles, InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { createLabels, customerLabelAddress, hasValidShippingAddress, INVALID_ADDRESS_MESSAGE, labelChanges } from "./create-label.ts";

const business = { name: "StringMaster Pro", lines: ["123 Lacrosse Lane", "Baltimore, MD 21201"] };

async function setup() {
  const store = new InMemoryOrderStore();
  const placed = await placeOrder({ intake: store, clock: { now: () => new Date() } })({ form: orderFormSchema.parse(validOrderForm()) });
  if (!placed.ok) throw new Error("no order");
  const carrier = new FakeCarrier();
  const files = new InMemoryLabelFiles();
  const create = createLabels({ orders: store, carrier, files, sender: async () => business });
  return { store, carrier, files, create, orderId: placed.value.body.id };
}

describe("label changes", () => {
  const label = { trackingNumber: "T1", labelUrl: "/l.pdf" };
  it("sets tracking, legacy URL and shipped for the single label", () => {
    expect(labelChanges("shipping", label)).toEqual({ trackingNumber: "T1", shippingLabelUrl: "/l.pdf", status: "shipped" });
  });
  it("sets only the return fields for a return label", () => {
    expect(labelChanges("return", label)).toEqual({ returnTrackingNumber: "T1", returnLabelUrl: "/l.pdf" });
  });
  it("ships the order with the outbound label", () => {
    expect(labelChanges("outbound", label)).toEqual({ outboundTrackingNumber: "T1", outboundLabelUrl: "/l.pdf", trackingNumber: "T1", status: "shipped" });
  });
});

describe("shipping address check", () => {
  it("needs address, city, state and zip", () => {
    expect(hasValidShippingAddress({ address: "1 A St", city: "B", state: "C", zip: "1" })).toBe(true);
    expect(hasValidShippingAddress({ address: "1 A St", city: "B", state: " ", zip: "1" })).toBe(false);
    expect(hasValidShippingAddress(null)).toBe(false);
  });
  it("prints the country only when abroad", () => {
    expect(
      customerLabelAddress({ customerName: "C J", shippingInfo: { address: "1 A St", city: "B", state: "C", zip: "1", country: "United States" } }),
    ).toEqual({ name: "C J", lines: ["1 A St", "B, C 1"] });
    expect(
      customerLabelAddress({ customerName: "C J", shippingInfo: { address: "1 A St", city: "B", state: "C", zip: "1", country: "Canada" } }).lines,
    ).toContain("Canada");
  });
});

describe("create labels", () => {
  it("creates the single label and ships the order", async () => {
    const { store, carrier, files, create, orderId } = await setup();
    const result = await create({ orderId, kinds: ["shipping"] });
    if (!result.ok) throw new Error(result.error.message);
    const [label] = result.value.labels;
    expect(label).toMatchObject({ orderId, kind: "shipping", trackingNumber: "FAKE000001", carrier: "Fake Post", rate: 500 });
    expect(result.value.order).toMatchObject({ status: "shipped", trackingNumber: "FAKE000001", shippingLabelUrl: label!.labelUrl });
    expect(files.files.size).toBe(1);
    expect(carrier.bought[0]).toMatchObject({ kind: "shipping", from: business, to: { name: "Casey Jones" } });
    expect(store.tables.labels).toHaveLength(1);
  });

  it("creates dual labels: the return one comes from the customer", async () => {
    const { carrier, create, orderId } = await setup();
    const result = await create({ orderId, kinds: ["return", "outbound"] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.labels.map((l) => l.kind)).toEqual(["return", "outbound"]);
    expect(carrier.bought[0]).toMatchObject({ kind: "return", from: { name: "Casey Jones" }, to: business });
    expect(result.value.order).toMatchObject({
      returnTrackingNumber: "FAKE000001",
      outboundTrackingNumber: "FAKE000002",
      trackingNumber: "FAKE000002",
      status: "shipped",
    });
  });

  it("answers 404 for an unknown order and 400 for a missing address", async () => {
    const { store, create, orderId } = await setup();
    expect(await create({ orderId: 999, kinds: ["shipping"] })).toEqual({ ok: false, error: { kind: "not_found", message: "Order not found" } });
    store.tables.orders[0]!.shippingInfo = { address: "1 A St" };
    expect(await create({ orderId, kinds: ["shipping"] })).toEqual({ ok: false, error: { kind: "invalid", message: INVALID_ADDRESS_MESSAGE } });
  });

  it("undoes the labels when recording them fails", async () => {
    const { store, carrier, files, create, orderId } = await setup();
    store.failNextRecord = true;
    await expect(create({ orderId, kinds: ["return", "outbound"] })).rejects.toThrow("record failed");
    expect(files.files.size).toBe(0);
    expect(carrier.cancelled).toEqual(["FAKE000001", "FAKE000002"]);
    expect(store.tables.orders[0]).toMatchObject({ status: "pending", trackingNumber: null });
  });

  it("undoes the labels when the order vanished meanwhile", async () => {
    const { store, carrier, files, create, orderId } = await setup();
    const recordLabels = store.recordLabels.bind(store);
    store.recordLabels = async (...args) => {
      await store.delete(orderId);
      return recordLabels(...args);
    };
    expect((await create({ orderId, kinds: ["shipping"] })).ok).toBe(false);
    expect(files.files.size).toBe(0);
    expect(carrier.cancelled).toHaveLength(1);
  });
});
