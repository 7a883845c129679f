import { describe, expect, it, vi } from "vitest";
import { addOrderNote } from "../orders/add-order-note.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";
import { confirmPayment } from "../orders/confirm-payment.ts";
import { setOrderPrice } from "../orders/set-order-price.ts";
import { setPaymentStatus } from "../orders/set-payment-status.ts";
import { createLabels } from "../shipping/create-label.ts";
import { applyTrackingUpdate } from "../shipping/tracking-update.ts";
import { updateShipping } from "../shipping/update-shipping.ts";
import { voidLabel } from "../shipping/void-label.ts";
import { FakeCarrier, InMemoryLabelFiles, InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";

const now = new Date("2026-05-01T09:00:00Z");
const clock = { now: () => now };
const owner = { orderId: 1, actor: "owner", by: "admin" };
const shippo = { orderId: 1, actor: "shippo", by: "provider" };

function setUp(fields: Parameters<typeof storedOrder>[0] = {}) {
  const store = new InMemoryOrderStore(() => now);
  store.tables.orders.push(storedOrder({ id: 1, shippingInfo: { address: "12 Main St", city: "Baltimore", state: "MD", zip: "21201" }, ...fields }));
  const carrier = new FakeCarrier();
  const labels = createLabels({
    orders: store,
    updates: store.updates,
    carrier,
    files: new InMemoryLabelFiles(),
    sender: async () => ({ name: "Crease Co.", lines: ["1 Shop St"] }),
  });
  const recorded = () => store.tables.outbox;
  return { store, carrier, labels, recorded };
}

describe("each change to an order records what it did", () => {
  it("a status change: order.status_changed, and order.received the first time it is in progress; the same status records nothing", async () => {
    const { store, recorded } = setUp();
    await changeOrderStatus({ updates: store.updates, clock })({ id: 1, status: "in_progress", actor: "owner" });
    await changeOrderStatus({ updates: store.updates, clock })({ id: 1, status: "in_progress", actor: "owner" });
    expect(recorded()).toEqual([
      { ...owner, type: "order.status_changed", from: "pending", to: "in_progress" },
      // Friday 1 May in New York: the third working day after it is Wednesday 6 May.
      { ...owner, type: "order.received", receivedAt: now, promisedBy: "2026-05-06" },
    ]);
  });

  it("shipped with a tracking number, however it got there: the number typed in, the status set later, or an outbound label", async () => {
    const typed = setUp({ status: "in_progress" });
    await updateShipping({ updates: typed.store.updates })({ id: 1, update: { trackingNumber: "9400" }, actor: "owner" });
    expect(typed.recorded()).toEqual([
      { ...owner, type: "order.shipping_updated", update: { trackingNumber: "9400" } },
      { ...owner, type: "order.status_changed", from: "in_progress", to: "shipped" },
      { ...owner, type: "order.shipped", trackingNumber: "9400" },
    ]);

    const later = setUp({ status: "in_progress", trackingNumber: "9400" });
    await changeOrderStatus({ updates: later.store.updates })({ id: 1, status: "shipped", actor: "owner" });
    expect(later.recorded().at(-1)).toEqual({ ...owner, type: "order.shipped", trackingNumber: "9400" });

    const labelled = setUp({ status: "in_progress" });
    const made = await labelled.labels({ orderId: 1, kinds: ["outbound"], actor: "owner" });
    if (!made.ok) throw new Error(made.error.message);
    const [outbound] = made.value.labels;
    expect(labelled.recorded()).toEqual([
      {
        ...owner,
        type: "label.created",
        labelId: outbound!.id,
        kind: "outbound",
        carrier: "Fake Post",
        trackingNumber: outbound!.trackingNumber,
        testLabel: true,
      },
      { ...owner, type: "order.status_changed", from: "in_progress", to: "shipped" },
      { ...owner, type: "order.shipped", trackingNumber: outbound!.trackingNumber },
    ]);
  });

  it("a payment by hand or from a provider: payment.recorded with the status it moved to", async () => {
    const { store, recorded } = setUp();
    await setPaymentStatus({ updates: store.updates, clock })({ id: 1, update: { paymentStatus: "partially_paid", amountPaid: 1000 }, actor: "owner" });
    await confirmPayment({ updates: store.updates, clock })({
      kind: "paid",
      provider: "stripe",
      eventId: "evt_1",
      orderReference: "1",
      amount: 3500,
      currency: "usd",
    });
    expect(recorded()).toEqual([
      { ...owner, type: "payment.recorded", from: "unpaid", to: "partially_paid", amountPaid: 1000 },
      { orderId: 1, actor: "stripe", by: "provider", type: "payment.recorded", from: "partially_paid", to: "paid", amountPaid: 4500 },
    ]);
  });

  it("a price: order.price_set, and payment.recorded when the payment status follows it", async () => {
    const { store, recorded } = setUp({ paymentStatus: "paid", amountPaid: 4500 });
    await setOrderPrice({ updates: store.updates })({ id: 1, servicePrice: 6000, actor: "owner" });
    expect(recorded()).toEqual([
      { ...owner, type: "order.price_set", from: 4500, to: 6000 },
      { ...owner, type: "payment.recorded", from: "paid", to: "partially_paid", amountPaid: 4500 },
    ]);
  });

  it("a note: order.note_added", async () => {
    const { store, recorded } = setUp();
    await addOrderNote({ updates: store.updates })({ id: 1, text: "Deeper pocket", actor: "owner" });
    expect(recorded()).toEqual([{ ...owner, type: "order.note_added", text: "Deeper pocket" }]);
  });

  it("a label voided, and a carrier's report on a label: label.voided and label.tracking_updated, with the status they moved", async () => {
    const { store, carrier, labels, recorded } = setUp();
    const made = await labels({ orderId: 1, kinds: ["return", "outbound"], actor: "owner" });
    if (!made.ok) throw new Error(made.error.message);
    const [inbound, outbound] = made.value.labels;
    const labelOf = (stored: typeof inbound) => ({ labelId: stored!.id, kind: stored!.kind, carrier: stored!.carrier, trackingNumber: stored!.trackingNumber });
    const applied = await applyTrackingUpdate({ orders: store, updates: store.updates, clock })({
      kind: "tracking",
      provider: "shippo",
      eventId: "ev-1",
      trackingNumber: inbound!.trackingNumber,
      status: "DELIVERED",
      at: now,
      details: null,
    });
    expect(applied).toBe("updated");
    await voidLabel({ orders: store, updates: store.updates, carrier: async () => carrier, clock })({
      labelId: outbound!.id,
      actor: "owner",
    });
    expect(recorded().slice(2)).toEqual([
      { ...shippo, type: "label.tracking_updated", ...labelOf(inbound), from: null, to: "DELIVERED" },
      { ...shippo, type: "order.status_changed", from: "pending", to: "in_progress" },
      // Friday 1 May in New York: three working days after it is Wednesday.
      { ...shippo, type: "order.received", receivedAt: now, promisedBy: "2026-05-06" },
      { ...owner, type: "label.voided", ...labelOf(outbound) },
    ]);
  });

  it("a change that fails records nothing", async () => {
    const { store, labels, recorded } = setUp();
    store.failNextRecord = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await labels({ orderId: 1, kinds: ["return"], actor: "owner" })).ok).toBe(false);
    } finally {
      logged.mockRestore();
    }
    expect(recorded()).toEqual([]);
    expect(store.jobs.store.jobs.size).toBe(0);
  });
});
