import { describe, expect, it } from "vitest";
import { orderFormSchema } from "../orders/order-form.ts";
import { placeOrder } from "../orders/place-order.ts";
import { FakeCarrier, InMemoryLabelFiles, InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { CarrierError } from "../ports/carrier.port.ts";
import {
  createLabels,
  customerLabelAddress,
  hasValidShippingAddress,
  INVALID_ADDRESS_MESSAGE,
  LABEL_NOT_RECORDED_MESSAGE,
  labelChanges,
  labelsChanges,
  quoteLabelRates,
} from "./create-label.ts";

const business = { name: "StringMaster Pro", lines: ["123 Lacrosse Lane", "Baltimore, MD 21201"] };

async function setup() {
  const store = new InMemoryOrderStore();
  const placed = await placeOrder({ intake: store, clock: { now: () => new Date() } })({ form: orderFormSchema.parse(validOrderForm()) });
  if (!placed.ok) throw new Error("no order");
  const carrier = new FakeCarrier();
  const files = new InMemoryLabelFiles();
  const createWith = createLabels({ orders: store, updates: store.updates, carrier, files, sender: async () => business });
  const create = (input: { orderId: number; kinds: Parameters<typeof createWith>[0]["kinds"] }) => createWith({ ...input, actor: "owner" });
  const events = () => store.tables.events.filter((event) => event.orderId === placed.value.body.id).map(({ type, actor, data }) => ({ type, actor, data }));
  const activity = () => store.tables.activity;
  return { store, carrier, files, create, events, activity, orderId: placed.value.body.id };
}

describe("labels in the activity log", () => {
  it("records the labels made, by whom, for which order; nothing when the carrier refuses", async () => {
    const { create, carrier, activity, orderId } = await setup();
    expect((await create({ orderId, kinds: ["return", "outbound"] })).ok).toBe(true);
    expect(activity()).toEqual([
      expect.objectContaining({
        actor: "owner",
        kind: "labels",
        action: "label created",
        recordId: String(orderId),
        summary: expect.stringMatching(/^Order #\d+: return label .+, outbound label .+\(test labels\)$/),
      }),
    ]);
    carrier.failWith = new CarrierError("invalid_address", "No such street");
    expect((await create({ orderId, kinds: ["outbound"] })).ok).toBe(false);
    expect(activity()).toHaveLength(1);
  });
});

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
  it("leaves the work status alone for dual labels (contract: made before the head comes in)", () => {
    expect(
      labelsChanges([
        { kind: "return", trackingNumber: "R1", labelUrl: "/r.pdf" },
        { kind: "outbound", trackingNumber: "O1", labelUrl: "/o.pdf" },
      ]),
    ).toEqual({ returnTrackingNumber: "R1", returnLabelUrl: "/r.pdf", outboundTrackingNumber: "O1", outboundLabelUrl: "/o.pdf", trackingNumber: "O1" });
    expect(labelsChanges([{ kind: "outbound", trackingNumber: "O1", labelUrl: "/o.pdf" }]).status).toBe("shipped");
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
  it("creates the single label and ships the order, with its events", async () => {
    const { store, carrier, files, create, events, orderId } = await setup();
    const result = await create({ orderId, kinds: ["shipping"] });
    if (!result.ok) throw new Error(result.error.message);
    const [label] = result.value.labels;
    expect(label).toMatchObject({ orderId, kind: "shipping", trackingNumber: "FAKE000001", carrier: "Fake Post", rate: 500 });
    expect(result.value.order).toMatchObject({ status: "shipped", trackingNumber: "FAKE000001", shippingLabelUrl: label!.labelUrl });
    expect(files.files.size).toBe(1);
    expect(carrier.bought[0]).toMatchObject({ kind: "shipping", from: business, to: { name: "Casey Jones" } });
    expect(store.tables.labels).toHaveLength(1);
    expect(events().slice(3)).toEqual([
      { type: "label_created", actor: "owner", data: { direction: "outbound", kind: "shipping", trackingNumber: "FAKE000001", carrier: "Fake Post" } },
      { type: "status_changed", actor: "owner", data: { from: "pending", to: "shipped" } },
      { type: "mail_queued", actor: "system", data: { template: "shipped", recipient: "customer", jobId: expect.any(String) } },
    ]);
  });

  it("creates dual labels: the return one comes from the customer; the work status stays", async () => {
    const { carrier, create, events, orderId } = await setup();
    const result = await create({ orderId, kinds: ["return", "outbound"] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.labels.map((l) => l.kind)).toEqual(["return", "outbound"]);
    expect(carrier.bought[0]).toMatchObject({ kind: "return", from: { name: "Casey Jones" }, to: business });
    expect(result.value.order).toMatchObject({
      returnTrackingNumber: "FAKE000001",
      outboundTrackingNumber: "FAKE000002",
      trackingNumber: "FAKE000002",
      status: "pending",
    });
    // Dual labels leave the status alone: nothing is shipped yet, so no shipped mail; the return label goes to the customer.
    const returnLabelId = result.value.labels[0]!.id;
    expect(events().slice(3)).toEqual([
      { type: "label_created", actor: "owner", data: { direction: "inbound", kind: "return", trackingNumber: "FAKE000001", carrier: "Fake Post" } },
      { type: "label_created", actor: "owner", data: { direction: "outbound", kind: "outbound", trackingNumber: "FAKE000002", carrier: "Fake Post" } },
      {
        type: "mail_queued",
        actor: "system",
        data: { template: "return-label", recipient: "customer", jobId: expect.any(String), labelId: returnLabelId },
      },
    ]);
  });

  it("answers 404 for an unknown order and 400 for a missing address", async () => {
    const { store, create, orderId } = await setup();
    expect(await create({ orderId: 999, kinds: ["shipping"] })).toEqual({ ok: false, error: { kind: "not_found", message: "Order not found" } });
    store.tables.orders[0]!.shippingInfo = { address: "1 A St" };
    expect(await create({ orderId, kinds: ["shipping"] })).toEqual({ ok: false, error: { kind: "invalid", message: INVALID_ADDRESS_MESSAGE } });
  });

  it("undoes the labels when recording them fails", async () => {
    const { store, carrier, files, create, events, orderId } = await setup();
    store.failNextRecord = true;
    expect(await create({ orderId, kinds: ["outbound"] })).toEqual({ ok: false, error: { kind: "unavailable", message: LABEL_NOT_RECORDED_MESSAGE } });
    expect(files.files.size).toBe(0);
    expect(carrier.cancelled).toEqual(["FAKE000001"]);
    // The order's change and its events rolled back with the labels.
    expect(store.tables.orders[0]).toMatchObject({ status: "pending", trackingNumber: null, outboundLabelUrl: null });
    expect(events().map((event) => event.type)).toEqual(["created", "mail_queued", "mail_queued"]);
  });

  it("undoes the labels when the order vanished meanwhile", async () => {
    const { store, carrier, files, create, orderId } = await setup();
    const read = store.findById.bind(store);
    store.findById = async (id) => {
      const order = await read(id);
      await store.delete(orderId);
      return order;
    };
    expect(await create({ orderId, kinds: ["shipping"] })).toEqual({ ok: false, error: { kind: "not_found", message: "Order not found" } });
    expect(files.files.size).toBe(0);
    expect(carrier.cancelled).toHaveLength(1);
  });
});

describe("labels through a real carrier's rules", () => {
  it("hands the carrier the customer's address in parts, the parcel and the rate the admin picked", async () => {
    const store = new InMemoryOrderStore();
    const placed = await placeOrder({ intake: store, clock: { now: () => new Date() } })({ form: orderFormSchema.parse(validOrderForm()) });
    if (!placed.ok) throw new Error("no order");
    const carrier = new FakeCarrier();
    const parcel = { lengthIn: 20, widthIn: 9, heightIn: 3, weightLb: 1 };
    const create = createLabels({
      orders: store,
      updates: store.updates,
      carrier: async () => carrier,
      files: new InMemoryLabelFiles(),
      sender: async () => business,
      parcel: async () => parcel,
    });
    const result = await create({ orderId: placed.value.body.id, kinds: ["outbound"], rateIds: { outbound: "fake-priority" }, actor: "owner" });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.labels[0]).toMatchObject({ rate: 900, testLabel: true, trackingUrl: expect.stringContaining("FAKE") });
    expect(carrier.bought[0]).toMatchObject({ parcel, rateId: "fake-priority", to: { postal: { country: "US" }, email: expect.stringContaining("@") } });
    expect(store.tables.labels[0]).toMatchObject({ providerRef: "fake-tx-1" });
  });

  it("a carrier's refusal is one clear error: nothing kept, the order untouched", async () => {
    const { store, carrier, files, create, orderId } = await setup();
    carrier.failWith = new CarrierError("invalid_address", "Shippo could not verify the address of Casey Jones.");
    const result = await create({ orderId, kinds: ["return", "outbound"] });
    expect(result).toEqual({ ok: false, error: { kind: "invalid", message: "Shippo could not verify the address of Casey Jones." } });
    carrier.failWith = new CarrierError("unavailable", "Shippo had a problem (500); try again in a moment.");
    expect(await create({ orderId, kinds: ["outbound"] })).toMatchObject({ ok: false, error: { kind: "unavailable" } });
    expect(files.files.size).toBe(0);
    expect(store.tables.labels).toEqual([]);
    expect(store.tables.orders[0]).toMatchObject({ status: "pending", trackingNumber: null });
  });

  it("a second label fails after the first was bought: the first is voided and its file removed", async () => {
    const { store, carrier, files, create, orderId } = await setup();
    const buy = carrier.buyLabel.bind(carrier);
    let calls = 0;
    carrier.buyLabel = async (request) => {
      if (++calls === 2) throw new CarrierError("no_rates", "No carrier offers a rate for this parcel.");
      return buy(request);
    };
    const result = await create({ orderId, kinds: ["return", "outbound"] });
    expect(result).toMatchObject({ ok: false, error: { kind: "invalid", message: "No carrier offers a rate for this parcel." } });
    expect(carrier.cancelled).toEqual(["FAKE000001"]);
    expect(files.files.size).toBe(0);
    expect(store.tables.labels).toEqual([]);
  });

  it("quotes the rates cheapest first with the cheapest preselected", async () => {
    const { store, orderId } = await setup();
    const quote = quoteLabelRates({ orders: store, carrier: new FakeCarrier(), sender: async () => business });
    expect(await quote({ orderId, kind: "outbound" })).toEqual({
      ok: true,
      value: { provider: "fake", testLabels: true, rates: FakeCarrier.RATES, selectedRateId: "fake-ground" },
    });
    expect(await quote({ orderId: 999, kind: "outbound" })).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });
});
