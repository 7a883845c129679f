import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { orderEvents, orders, shippingLabels, webhookEvents } from "@stringing/adapters/postgres/schema/index";
import { trackUpdatedPayload } from "@stringing/adapters/shippo/fake-shippo-server";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

const TOKEN = `${"t".repeat(16)}0123456789abcdef0123456789abcdef`;

/** Route tests of POST /api/webhooks/shippo/<token>: on PGlite, and on the Postgres server when DATABASE_URL is set. */
describe("Shippo tracking webhook", () => {
  const app = useTestApp({ shippo: { shippoWebhookToken: TOKEN } });
  let admin: string;
  beforeAll(async () => {
    admin = await app().signIn("admin");
  });

  const post = (body: unknown, token = TOKEN) =>
    app().request(`/api/webhooks/shippo/${token}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  /** An order with its dual labels (the built-in carrier's): the inbound and outbound tracking numbers. */
  const orderWithLabels = async () => {
    const placed = await app().request("/api/orders", { method: "POST", json: validOrderForm() });
    const { id, statusUrl } = (await placed.json()) as { id: number; statusUrl: string };
    const labels = await app().request(`/api/shipping/create-dual-labels/${id}`, { method: "POST", cookie: admin });
    expect(labels.status).toBe(200);
    const { returnLabel, outboundLabel } = (await labels.json()) as { returnLabel: { trackingNumber: string }; outboundLabel: { trackingNumber: string } };
    return { id, statusPath: new URL(statusUrl).pathname, inbound: returnLabel.trackingNumber, outbound: outboundLabel.trackingNumber };
  };
  const statusOf = async (id: number) => (await app().db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
  const eventsOf = async (id: number) =>
    (await app().db.select().from(orderEvents).where(eq(orderEvents.orderId, id)))
      .filter((event) => event.type !== "mail_queued")
      .map((event) => [event.type, event.actor, event.data.to ?? null]);

  it("the inbound parcel delivered: the head is received, on the timeline and the status page", async () => {
    const { id, inbound, statusPath } = await orderWithLabels();
    const at = new Date("2026-03-02T15:00:00Z");
    const response = await post(trackUpdatedPayload({ trackingNumber: inbound, status: "DELIVERED", at }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "updated" });
    expect(await statusOf(id)).toBe("in_progress");
    expect((await eventsOf(id)).slice(-3)).toEqual([
      ["tracking_updated", "shippo", "DELIVERED"],
      ["status_changed", "shippo", "in_progress"],
      ["received", "shippo", null],
    ]);
    // Received as POST /api/orders/{id}/receive receives it: the time the carrier delivered it, and the promise (Monday 2 March in New York, three working days on).
    const order = (await (await app().request(`/api/orders/${id}`, { cookie: admin })).json()) as { receivedAt: string; promisedBy: string };
    expect(order).toMatchObject({ receivedAt: at.toISOString(), promisedBy: "2026-03-05" });
    // The order layer queues the customer's head-received mail with the receipt, as for the receive route.
    const mails = (await app().db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter((event) => event.type === "mail_queued");
    expect(mails.map((event) => event.data.template)).toContain("head-received");
    const [label] = await app().db.select().from(shippingLabels).where(eq(shippingLabels.trackingNumber, inbound));
    expect(label).toMatchObject({ trackingStatus: "DELIVERED", trackingStatusAt: at });
    const page = (await (await app().request(`/api${statusPath}`)).json()) as { status: string; events: { type: string; direction?: string; to?: string }[] };
    expect(page.status).toBe("in_progress");
    expect(page.events).toContainEqual(expect.objectContaining({ type: "tracking_updated", direction: "inbound", to: "DELIVERED" }));
  });

  it("a second delivery report of the inbound parcel changes neither the receipt nor the promise, nor mails again", async () => {
    const { id, inbound } = await orderWithLabels();
    const first = new Date("2026-03-02T15:00:00Z");
    await post(trackUpdatedPayload({ trackingNumber: inbound, status: "DELIVERED", at: first, statusId: `first-${id}` }));
    const again = await post(
      trackUpdatedPayload({ trackingNumber: inbound, status: "DELIVERED", at: new Date("2026-03-04T15:00:00Z"), statusId: `again-${id}` }),
    );
    expect(await again.json()).toEqual({ received: true, outcome: "updated" });
    const [row] = await app().db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: "in_progress", receivedAt: first, promisedBy: "2026-03-05" });
    const all = await app().db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(all.filter((event) => event.type === "received")).toHaveLength(1);
    expect(all.filter((event) => event.type === "mail_queued" && event.data.template === "head-received")).toHaveLength(1);
  });

  it("the outbound parcel in transit ships the order, delivered completes it", async () => {
    const { id, outbound } = await orderWithLabels();
    expect(await (await post(trackUpdatedPayload({ trackingNumber: outbound, status: "TRANSIT", at: new Date("2026-03-03T00:00:00Z") }))).json()).toEqual({
      received: true,
      outcome: "updated",
    });
    expect(await statusOf(id)).toBe("shipped");
    await post(trackUpdatedPayload({ trackingNumber: outbound, status: "DELIVERED", at: new Date("2026-03-04T00:00:00Z") }));
    expect(await statusOf(id)).toBe("completed");
    expect((await eventsOf(id)).filter(([type]) => type === "status_changed")).toEqual([
      ["status_changed", "shippo", "shipped"],
      ["status_changed", "shippo", "completed"],
    ]);
  });

  it("a replay, an unknown tracking number and another event type are 200s that change nothing", async () => {
    const { id, outbound } = await orderWithLabels();
    const delivery = trackUpdatedPayload({ trackingNumber: outbound, status: "TRANSIT", statusId: `status-${id}` });
    await post(delivery);
    const before = await eventsOf(id);
    for (const [body, outcome] of [
      [delivery, "replayed"],
      [trackUpdatedPayload({ trackingNumber: "9400000000000000000000", status: "DELIVERED" }), "unknown_tracking_number"],
      [{ event: "transaction_created", data: {} }, "ignored"],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome });
    }
    expect(await eventsOf(id)).toEqual(before);
    expect(await statusOf(id)).toBe("shipped");
  });

  it("a bad token or a body that is not an event is a 400 that changes nothing, logged without the body", async () => {
    const { id, inbound } = await orderWithLabels();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const remembered = (await app().db.select().from(webhookEvents)).length;
    try {
      for (const [body, token] of [
        [trackUpdatedPayload({ trackingNumber: inbound, status: "DELIVERED" }), `${TOKEN.slice(0, -1)}x`],
        [trackUpdatedPayload({ trackingNumber: inbound, status: "DELIVERED" }), "short"],
        ["{not json", TOKEN],
      ] as const) {
        const response = await post(body, token);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(/^(Invalid token|Malformed event)$/);
      }
      expect(warn.mock.calls.flat().join(" ")).not.toContain(inbound);
    } finally {
      warn.mockRestore();
    }
    expect(await statusOf(id)).toBe("pending");
    expect((await app().db.select().from(webhookEvents)).length).toBe(remembered);
    expect((await app().request("/api/webhooks/shippo", { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("Settings shows the webhook URL with the configured token", async () => {
    const settings = (await (await app().request("/api/shipping/settings", { cookie: admin })).json()) as {
      webhookUrl: string;
      webhookTokenFromEnvironment: boolean;
    };
    expect(settings).toMatchObject({ webhookUrl: `http://shop.test/api/webhooks/shippo/${TOKEN}`, webhookTokenFromEnvironment: true });
  });
});

describe("Shippo tracking webhook without SHIPPO_WEBHOOK_TOKEN", () => {
  const app = useTestApp();

  it("answers to the token drawn and shown in Settings, and only to it", async () => {
    const admin = await app().signIn("admin");
    const { webhookUrl } = (await (await app().request("/api/shipping/settings", { cookie: admin })).json()) as { webhookUrl: string };
    const path = new URL(webhookUrl).pathname;
    const body = JSON.stringify(trackUpdatedPayload({ trackingNumber: "nothing-of-ours", status: "TRANSIT" }));
    const ok = await app().request(path, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(await ok.json()).toEqual({ received: true, outcome: "unknown_tracking_number" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect((await app().request(`${path.slice(0, -1)}${path.endsWith("0") ? "1" : "0"}`, { method: "POST", body })).status).toBe(400);
    } finally {
      warn.mockRestore();
    }
  });
});
