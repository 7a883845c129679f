import { describe, expect, it } from "vitest";
import { orderFormSchema } from "../orders/order-form.ts";
import { placeOrder } from "../orders/place-order.ts";
import type { TrackingNotice } from "../ports/tracking-notices.port.ts";
import { FakeCarrier, InMemoryLabelFiles, InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { createLabels } from "./create-label.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "../workshop/workshop-settings.ts";
import { applyTrackingUpdate, receivesHead, receiveTrackingNotice, statusAfterTracking } from "./tracking-update.ts";

const business = { name: "StringMaster Pro", lines: ["123 Lacrosse Lane", "Baltimore, MD 21201"] };

async function setup() {
  const store = new InMemoryOrderStore();
  const placed = await placeOrder({ intake: store, clock: { now: () => new Date() } })({ form: orderFormSchema.parse(validOrderForm()) });
  if (!placed.ok) throw new Error("no order");
  const orderId = placed.value.body.id;
  const made = await createLabels({
    orders: store,
    updates: store.updates,
    carrier: new FakeCarrier(),
    files: new InMemoryLabelFiles(),
    sender: async () => business,
  })({
    orderId,
    kinds: ["return", "outbound"],
    actor: "owner",
  });
  if (!made.ok) throw new Error(made.error.message);
  const [inbound, outbound] = made.value.labels;
  let n = 0;
  const notice = (trackingNumber: string, status: "TRANSIT" | "DELIVERED" | "PRE_TRANSIT", at = new Date(Date.UTC(2026, 2, 1, ++n))): TrackingNotice => ({
    kind: "tracking",
    provider: "shippo",
    eventId: `ev-${trackingNumber}-${status}-${at.toISOString()}`,
    trackingNumber,
    status,
    at,
    details: null,
  });
  const apply = applyTrackingUpdate({ orders: store, updates: store.updates, clock: { now: () => new Date() } });
  const order = () => store.findById(orderId);
  const types = async () => (await store.events(orderId))!.map((event) => [event.type, event.actor, event.data.to ?? null]);
  return { store, orderId, inbound: inbound!, outbound: outbound!, notice, apply, order, types };
}

describe("tracking moves the order", () => {
  it("the inbound parcel delivered: the head is received (in_progress), with the tracking event and the label's last state", async () => {
    const { apply, notice, inbound, order, types, store } = await setup();
    expect(await apply(notice(inbound.trackingNumber, "TRANSIT"))).toBe("updated");
    expect((await order())!.status).toBe("pending");
    expect(await apply(notice(inbound.trackingNumber, "DELIVERED"))).toBe("updated");
    expect((await order())!.status).toBe("in_progress");
    expect((await types()).filter(([type]) => type !== "mail_queued").slice(-3)).toEqual([
      ["tracking_updated", "shippo", "DELIVERED"],
      ["status_changed", "shippo", "in_progress"],
      ["received", "shippo", null],
    ]);
    expect(await store.findLabel(inbound.id)).toMatchObject({ trackingStatus: "DELIVERED", trackingStatusAt: expect.any(Date) });
  });

  it("the inbound parcel delivered receives the head as POST receive does, with the carrier as actor, and only once", async () => {
    const { apply, notice, inbound, order, orderId, store } = await setup();
    // Monday 2 March 2026, 10:00 in New York: three working days later is Thursday.
    const deliveredAt = new Date("2026-03-02T15:00:00Z");
    expect(await apply(notice(inbound.trackingNumber, "DELIVERED", deliveredAt))).toBe("updated");
    expect(await order()).toMatchObject({ status: "in_progress", receivedAt: deliveredAt, promisedBy: "2026-03-05" });
    const received = (await store.events(orderId))!.filter((event) => event.type === "received");
    expect(received).toEqual([expect.objectContaining({ actor: "shippo", data: { promisedBy: "2026-03-05" } })]);
    expect(store.tables.outbox.filter((event) => event.type === "order.received")).toEqual([
      { type: "order.received", orderId, actor: "shippo", by: "provider", receivedAt: deliveredAt, promisedBy: "2026-03-05" },
    ]);

    // A second delivery report (another event id, later) changes neither the receipt nor the promise.
    expect(await apply(notice(inbound.trackingNumber, "DELIVERED", new Date("2026-03-03T15:00:00Z")))).toBe("updated");
    expect(await order()).toMatchObject({ receivedAt: deliveredAt, promisedBy: "2026-03-05" });
    expect((await store.events(orderId))!.filter((event) => event.type === "received")).toHaveLength(1);
    expect(store.tables.outbox.filter((event) => event.type === "order.received")).toHaveLength(1);
  });

  it("counts the promise on the workshop's calendar", async () => {
    const { store, notice, inbound, order } = await setup();
    const settings = { ...DEFAULT_WORKSHOP_SETTINGS, turnaroundDays: 1, closedDates: ["2026-03-03"] };
    const apply = applyTrackingUpdate({ orders: store, updates: store.updates, clock: { now: () => new Date() }, settings: { get: async () => settings } });
    await apply(notice(inbound.trackingNumber, "DELIVERED", new Date("2026-03-02T15:00:00Z")));
    expect((await order())!.promisedBy).toBe("2026-03-04");
  });

  it("does not receive a head for a cancelled order, nor by an outbound parcel, nor twice", () => {
    const inbound = { kind: "return" as const, voidedAt: null };
    const outbound = { kind: "outbound" as const, voidedAt: null };
    const open = { status: "pending" as const, receivedAt: null };
    expect(receivesHead(open, inbound, "DELIVERED")).toBe(true);
    expect(receivesHead({ status: "in_progress", receivedAt: null }, inbound, "DELIVERED")).toBe(true);
    expect(receivesHead(open, inbound, "TRANSIT")).toBe(false);
    expect(receivesHead(open, outbound, "DELIVERED")).toBe(false);
    expect(receivesHead(open, { ...inbound, voidedAt: new Date() }, "DELIVERED")).toBe(false);
    expect(receivesHead({ status: "cancelled", receivedAt: null }, inbound, "DELIVERED")).toBe(false);
    expect(receivesHead({ ...open, receivedAt: new Date() }, inbound, "DELIVERED")).toBe(false);
  });

  it("the outbound parcel in transit ships the order; delivered completes it", async () => {
    const { apply, notice, outbound, order } = await setup();
    await apply(notice(outbound.trackingNumber, "PRE_TRANSIT"));
    expect((await order())!.status).toBe("pending");
    await apply(notice(outbound.trackingNumber, "TRANSIT"));
    expect((await order())!.status).toBe("shipped");
    await apply(notice(outbound.trackingNumber, "DELIVERED"));
    expect((await order())!.status).toBe("completed");
  });

  it("a replay, an older report and an unknown number change nothing", async () => {
    const { apply, notice, outbound, order, store, orderId } = await setup();
    const transit = notice(outbound.trackingNumber, "TRANSIT", new Date("2026-03-05T00:00:00Z"));
    await apply(transit);
    const events = (await store.events(orderId))!.length;
    expect(await apply(transit)).toBe("replayed");
    expect(await apply({ ...notice(outbound.trackingNumber, "PRE_TRANSIT", new Date("2026-03-04T00:00:00Z")) })).toBe("stale");
    expect(await apply(notice("NOT-OURS", "DELIVERED"))).toBe("unknown_tracking_number");
    expect(await apply({ kind: "ignored", provider: "shippo", eventType: "batch_created" })).toBe("ignored");
    expect((await store.events(orderId))!.length).toBe(events);
    expect((await order())!.status).toBe("shipped");
  });

  it("never moves a cancelled or completed order, nor by a voided label", () => {
    const inbound = { kind: "return" as const, voidedAt: null };
    const outbound = { kind: "outbound" as const, voidedAt: null };
    expect(statusAfterTracking({ status: "cancelled" }, outbound, "DELIVERED")).toBeUndefined();
    expect(statusAfterTracking({ status: "completed" }, outbound, "TRANSIT")).toBeUndefined();
    expect(statusAfterTracking({ status: "pending" }, { ...outbound, voidedAt: new Date() }, "TRANSIT")).toBeUndefined();
    expect(statusAfterTracking({ status: "in_progress" }, inbound, "DELIVERED")).toBeUndefined();
    expect(statusAfterTracking({ status: "in_progress" }, outbound, "DELIVERED")).toBe("completed");
    expect(statusAfterTracking({ status: "shipped" }, outbound, "TRANSIT")).toBeUndefined();
  });

  it("checks the URL token before reading the body", async () => {
    const { store } = await setup();
    let read = 0;
    const receive = receiveTrackingNotice({
      orders: store,
      updates: store.updates,
      clock: { now: () => new Date() },
      webhookToken: async () => "a".repeat(48),
      notices: {
        provider: "shippo",
        read: () => {
          read++;
          return { ok: false, error: "malformed_body" };
        },
      },
    });
    expect(await receive("b".repeat(48), "{}")).toEqual({ ok: false, error: "bad_token" });
    expect(read).toBe(0);
    expect(await receive("a".repeat(48), "{}")).toEqual({ ok: false, error: "malformed_body" });
  });
});
