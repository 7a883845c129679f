import { describe, expect, it } from "vitest";
import { orderFormSchema } from "../orders/order-form.ts";
import { placeOrder } from "../orders/place-order.ts";
import { CarrierError } from "../ports/carrier.port.ts";
import { FakeCarrier, InMemoryLabelFiles, InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { createLabels } from "./create-label.ts";
import { NOT_REFUNDABLE_WITHOUT_SHIPPO, voidLabel } from "./void-label.ts";

const business = { name: "StringMaster Pro", lines: ["123 Lacrosse Lane", "Baltimore, MD 21201"] };

async function setup() {
  const store = new InMemoryOrderStore();
  const placed = await placeOrder({ intake: store, clock: { now: () => new Date() } })({ form: orderFormSchema.parse(validOrderForm()) });
  if (!placed.ok) throw new Error("no order");
  const orderId = placed.value.body.id;
  const carrier = new FakeCarrier();
  const made = await createLabels({
    orders: store,
    updates: store.updates,
    carrier,
    files: new InMemoryLabelFiles(),
    sender: async () => business,
  })({
    orderId,
    kinds: ["outbound"],
    actor: "owner",
  });
  if (!made.ok) throw new Error(made.error.message);
  const label = made.value.labels[0]!;
  const at = new Date("2026-03-01T00:00:00Z");
  const voidWith = (active = carrier as { provider: string } & FakeCarrier) =>
    voidLabel({ orders: store, updates: store.updates, carrier: async () => active, clock: { now: () => at } });
  return { store, orderId, carrier, label, voidWith, at };
}

describe("voiding a label", () => {
  it("refunds it, records it with its event, and the order no longer shipped by it", async () => {
    const { store, orderId, carrier, label, voidWith, at } = await setup();
    const result = await voidWith()({ labelId: label.id, actor: "owner" });
    if (!result.ok) throw new Error(result.error.message);
    expect(carrier.cancelled).toEqual([label.trackingNumber]);
    expect(result.value.order).toMatchObject({ status: "in_progress", trackingNumber: null, outboundTrackingNumber: null, outboundLabelUrl: null });
    expect(await store.findLabel(label.id)).toMatchObject({ voidedAt: at });
    const events = (await store.events(orderId))!.filter((event) => event.type === "label_voided" || event.type === "status_changed").slice(-2);
    expect(events.map((event) => [event.type, event.data.to ?? event.data.trackingNumber])).toEqual([
      ["label_voided", label.trackingNumber],
      ["status_changed", "in_progress"],
    ]);
    expect(await voidWith()({ labelId: label.id, actor: "owner" })).toMatchObject({ ok: false, error: { kind: "conflict" } });
    expect(await voidWith()({ labelId: 999, actor: "owner" })).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });

  it("a refused refund records nothing", async () => {
    const { store, carrier, label, voidWith } = await setup();
    carrier.cancelLabel = async () => {
      throw new CarrierError("refused", "Shippo refused to void the label.");
    };
    expect(await voidWith()({ labelId: label.id, actor: "owner" })).toEqual({
      ok: false,
      error: { kind: "invalid", message: "Shippo refused to void the label." },
    });
    expect(await store.findLabel(label.id)).toMatchObject({ voidedAt: null });
    expect((await store.findById(label.orderId))!.status).toBe("shipped");
  });

  it("a label bought through Shippo needs Shippo to void it", async () => {
    const { label, voidWith } = await setup();
    const test = Object.assign(new FakeCarrier(), { provider: "test" });
    expect(await voidWith(test as FakeCarrier)({ labelId: label.id, actor: "owner" })).toEqual({
      ok: false,
      error: { kind: "invalid", message: NOT_REFUNDABLE_WITHOUT_SHIPPO },
    });
  });
});
