import { describe, expect, it } from "vitest";
import { changeOrderStatus } from "../orders/change-order-status.ts";
import { updateShipping } from "../shipping/update-shipping.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { InMemoryWorkshopSettings } from "../testing/in-memory-workshop-settings.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";
import { receiveHead } from "./receive-head.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "./workshop-settings.ts";

// Tuesday 1 December 2026, 10:00 in New York: three working days after it is Friday 4 December.
const now = new Date("2026-12-01T15:00:00Z");

async function setUp(orders: number, capacity = 8) {
  const store = new InMemoryOrderStore(() => now);
  for (let id = 1; id <= orders; id++) store.tables.orders.push(storedOrder({ id, trackingToken: String(id).padStart(64, "0") }));
  const settings = new InMemoryWorkshopSettings();
  await settings.save({ ...DEFAULT_WORKSHOP_SETTINGS, dailyCapacity: capacity });
  const deps = { updates: store.updates, settings, clock: { now: () => now } };
  const timeline = (id: number) => store.tables.events.filter((event) => event.orderId === id).map(({ type, actor, data }) => ({ type, actor, data }));
  return { store, receive: receiveHead(deps), change: changeOrderStatus(deps), ship: updateShipping(deps), timeline };
}

describe("receiving the head", () => {
  it("sets receivedAt and the promise, writes the public received event, records order.received and queues the mail, once", async () => {
    const { store, receive, timeline } = await setUp(1);
    const first = await receive({ id: 1, actor: "owner" });
    expect(first).toMatchObject({ ok: true, value: { id: 1, status: "pending", receivedAt: now, promisedBy: "2026-12-04" } });
    const again = await receive({ id: 1, actor: "other" });
    expect(again).toEqual(first);
    expect(timeline(1)).toEqual([
      { type: "received", actor: "owner", data: { promisedBy: "2026-12-04" } },
      { type: "mail_queued", actor: "system", data: { template: "head-received", recipient: "customer", jobId: expect.any(String) } },
    ]);
    expect(store.tables.outbox).toEqual([{ type: "order.received", orderId: 1, actor: "owner", by: "admin", receivedAt: now, promisedBy: "2026-12-04" }]);
    expect(await receive({ id: 99, actor: "owner" })).toEqual({ ok: false, error: { kind: "not_found", message: "Order not found" } });
  });

  it("moves a full day's receipt to the next working day with room, even when receipts come at once", async () => {
    const { receive } = await setUp(4, 2);
    const results = await Promise.all([1, 2, 3, 4].map((id) => receive({ id, actor: "owner" })));
    const days = results.map((result) => (result.ok ? result.value.promisedBy : null));
    // Two a day: Friday 4 December twice, then Monday 7 December twice.
    expect(days.sort()).toEqual(["2026-12-04", "2026-12-04", "2026-12-07", "2026-12-07"]);
  });

  it("keeps a promise the owner set before the head arrived", async () => {
    const { receive, change } = await setUp(1);
    await change({ id: 1, promisedBy: "2026-12-10", actor: "owner" });
    expect(await receive({ id: 1, actor: "owner" })).toMatchObject({ ok: true, value: { receivedAt: now, promisedBy: "2026-12-10" } });
  });
});

describe("the status and the promise through PATCH", () => {
  it("in progress receives an order not received yet, and not one received before", async () => {
    const { store, receive, change, timeline } = await setUp(2);
    expect(await change({ id: 1, status: "in_progress", actor: "owner" })).toMatchObject({ ok: true, value: { receivedAt: now, promisedBy: "2026-12-04" } });
    expect(timeline(1).map((event) => event.type)).toEqual(["status_changed", "received", "mail_queued"]);
    await receive({ id: 2, actor: "owner" });
    await change({ id: 2, status: "in_progress", actor: "owner" });
    expect(timeline(2).map((event) => event.type)).toEqual(["received", "mail_queued", "status_changed"]);
    expect(store.tables.outbox.filter((event) => event.type === "order.received")).toHaveLength(2);
  });

  it("the shipping form's move to in progress receives too, once", async () => {
    const { ship, timeline } = await setUp(1);
    expect(await ship({ id: 1, update: { trackingNumber: "", status: "in_progress" }, actor: "owner" })).toMatchObject({
      ok: true,
      value: { receivedAt: now, promisedBy: "2026-12-04" },
    });
    await ship({ id: 1, update: { trackingNumber: "", status: "pending" }, actor: "owner" });
    await ship({ id: 1, update: { trackingNumber: "", status: "in_progress" }, actor: "owner" });
    expect(timeline(1).filter((event) => event.type === "received" || event.type === "mail_queued")).toEqual([
      { type: "received", actor: "owner", data: { promisedBy: "2026-12-04" } },
      { type: "mail_queued", actor: "system", data: { template: "head-received", recipient: "customer", jobId: expect.any(String) } },
    ]);
  });

  it("moves the promise: promise_changed from and to, order.promise_moved; the same date changes nothing; a stale screen is a conflict", async () => {
    const { store, receive, change, timeline } = await setUp(1);
    await receive({ id: 1, actor: "owner" });
    expect(await change({ id: 1, promisedBy: "2026-12-08", actor: "owner" })).toMatchObject({
      ok: true,
      value: { status: "pending", promisedBy: "2026-12-08" },
    });
    await change({ id: 1, promisedBy: "2026-12-08", actor: "owner" });
    const stale = await change({ id: 1, promisedBy: "2026-12-09", expectedStatus: "in_progress", actor: "owner" });
    expect(stale).toMatchObject({ ok: false, error: { kind: "conflict", current: { promisedBy: "2026-12-08" } } });
    expect(timeline(1).filter((event) => event.type === "promise_changed")).toEqual([
      { type: "promise_changed", actor: "owner", data: { from: "2026-12-04", to: "2026-12-08" } },
    ]);
    expect(store.tables.outbox.at(-1)).toEqual({ type: "order.promise_moved", orderId: 1, actor: "owner", by: "admin", from: "2026-12-04", to: "2026-12-08" });
  });
});
