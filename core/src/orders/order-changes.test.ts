import { describe, expect, it } from "vitest";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import { updateShipping } from "../shipping/update-shipping.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { addOrderNote } from "./add-order-note.ts";
import { changeOrderStatus } from "./change-order-status.ts";
import { orderFormSchema } from "./order-form.ts";
import { placeOrder } from "./place-order.ts";
import { setPaymentStatus } from "./set-payment-status.ts";

const now = new Date("2026-04-02T09:00:00Z");

async function setup() {
  const store = new InMemoryOrderStore(() => now);
  store.services = [{ name: "Mesh Pocket", price: 4500 }];
  const placed = await placeOrder({ intake: store, clock: { now: () => now } })({ form: orderFormSchema.parse(validOrderForm()) });
  if (!placed.ok) throw new Error("no order");
  const id = placed.value.body.id;
  const events = () => store.tables.events.filter((event) => event.orderId === id).map(({ type, actor, data }) => ({ type, actor, data }));
  return { store, id, events };
}

/** The first three events: created, and the intake's two mails. */
const AFTER_INTAKE = 3;
const queued = (template: string) => ({ type: "mail_queued", actor: "system", data: { template, recipient: "customer", jobId: expect.any(String) } });

describe("changes to an order write their events with them", () => {
  it("a status change writes status_changed, in progress receiving the head; the same status writes nothing", async () => {
    const { store, id, events } = await setup();
    const change = changeOrderStatus({ updates: store.updates, clock: { now: () => now } });
    expect(await change({ id, status: "in_progress", actor: "owner" })).toMatchObject({
      ok: true,
      value: { id, status: "in_progress", receivedAt: now, promisedBy: "2026-04-07" },
    });
    await change({ id, status: "in_progress", actor: "owner" });
    // Thursday 2 April in New York: the third working day after it is Tuesday 7 April.
    expect(events().slice(AFTER_INTAKE)).toEqual([
      { type: "status_changed", actor: "owner", data: { from: "pending", to: "in_progress" } },
      { type: "received", actor: "owner", data: { promisedBy: "2026-04-07" } },
      queued("head-received"),
    ]);
    expect(await change({ id: 999, status: "shipped", actor: "owner" })).toEqual({ ok: false, error: { kind: "not_found", message: "Order not found" } });
  });

  it("a shipping update writes tracking_updated, label_created or label_deleted, and status_changed", async () => {
    const { store, id, events } = await setup();
    const update = updateShipping({ updates: store.updates });
    await update({ id, update: { trackingNumber: "9400111" }, actor: "owner" });
    await update({ id, update: { trackingNumber: "9400111", shippingLabelUrl: "/labels/a.pdf" }, actor: "owner" });
    await update({ id, update: { trackingNumber: "9400111", shippingLabelUrl: null, status: "completed" }, actor: "owner" });
    await update({ id, update: { trackingNumber: "" }, actor: "owner" });
    expect(events().slice(AFTER_INTAKE)).toEqual([
      { type: "tracking_updated", actor: "owner", data: { from: null, to: "9400111" } },
      { type: "status_changed", actor: "owner", data: { from: "pending", to: "shipped" } },
      queued("shipped"),
      { type: "label_created", actor: "owner", data: { direction: "outbound", kind: "shipping", trackingNumber: "9400111", labelUrl: "/labels/a.pdf" } },
      { type: "label_deleted", actor: "owner", data: { direction: "outbound", kind: "shipping", labelUrl: "/labels/a.pdf" } },
      { type: "status_changed", actor: "owner", data: { from: "shipped", to: "completed" } },
      { type: "tracking_updated", actor: "owner", data: { from: "9400111", to: null } },
    ]);
    expect(store.tables.orders[0]).toMatchObject({ trackingNumber: null, shippingLabelUrl: null, status: "completed" });
  });

  it("a payment by hand and a note are events by the admin", async () => {
    const { store, id, events } = await setup();
    const pay = setPaymentStatus({ updates: store.updates, clock: { now: () => now } });
    expect(await pay({ id, update: { paymentStatus: "paid" }, actor: "owner" })).toMatchObject({
      ok: true,
      value: { paymentStatus: "paid", amountPaid: 4500, paidAt: now },
    });
    const note = await addOrderNote({ updates: store.updates })({ id, text: "Pocket deeper than usual", actor: "owner" });
    expect(note).toMatchObject({ ok: true, value: { orderId: id, type: "note", actor: "owner", at: now, data: { text: "Pocket deeper than usual" } } });
    expect(
      events()
        .slice(AFTER_INTAKE)
        .map((event) => (event.type === "mail_queued" ? `mail_queued ${String(event.data.template)}` : event.type)),
    ).toEqual(["payment_changed", "mail_queued payment-received", "note"]);
    expect(await addOrderNote({ updates: store.updates })({ id: 999, text: "x", actor: "owner" })).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });

  it("a change whose event cannot be written leaves the order as it was", async () => {
    const { store, id, events } = await setup();
    const failing: OrderUpdates = {
      appendToTimeline: () => Promise.reject(new Error("disk full")),
      inTransaction: (work) =>
        store.updates.inTransaction((unit) =>
          work({ ...unit, appendEvent: () => Promise.reject(new Error("disk full")), appendEvents: () => Promise.reject(new Error("disk full")) }),
        ),
    };
    await expect(changeOrderStatus({ updates: failing })({ id, status: "cancelled", actor: "owner" })).rejects.toThrow("disk full");
    await expect(setPaymentStatus({ updates: failing, clock: { now: () => now } })({ id, update: { paymentStatus: "paid" }, actor: "owner" })).rejects.toThrow(
      "disk full",
    );
    expect(store.tables.orders[0]).toMatchObject({ status: "pending", paymentStatus: "unpaid", amountPaid: null });
    expect(events().map((event) => event.type)).toEqual(["created", "mail_queued", "mail_queued"]);
    expect([...store.jobs.store.jobs.values()].map((job) => job.payload.template)).toEqual(["order-received", "owner-new-order"]);
  });
});
