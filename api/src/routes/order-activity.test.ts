import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { trackUpdatedPayload } from "@stringing/adapters/shippo/fake-shippo-server";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { type TestApp, useTestApp } from "../testing/test-app.ts";

type Row = { actor: string; kind: string; action: string; recordId: string | null; summary: string };

const STRIPE_SECRET = "whsec_test_0123456789abcdef";
const SHIPPO_TOKEN = `${"t".repeat(16)}0123456789abcdef0123456789abcdef`;

/** An order's activity rows, oldest first. */
const rowsOf = async (app: TestApp, cookie: string, recordId: string) => {
  const response = await app.request(`/api/activity?limit=100`, { cookie });
  return ((await response.json()) as Row[])
    .filter((row) => row.recordId === recordId)
    .map(({ actor, kind, action, summary }) => ({ actor, kind, action, recordId, summary }))
    .reverse();
};

const newOrder = async (app: TestApp) =>
  String(((await (await app.request("/api/orders", { method: "POST", json: validOrderForm() })).json()) as { id: number }).id);

/** The activity rows an order's recorded events write (core/src/events/subscribers/order-activity.ts), through the API. */
describe("the activity of an order change, from its events", () => {
  const app = useTestApp({ stripeWebhookSecret: STRIPE_SECRET, shippo: { shippoWebhookToken: SHIPPO_TOKEN } });
  const usernameOf = async (cookie: string) => ((await (await app().request("/api/user", { cookie })).json()) as { username: string }).username;

  it("writes one row for a note and one for a price, by the admin who made them; none for a change that changes nothing or is refused", async () => {
    const admin = await app().signIn("admin");
    const username = ((await (await app().request("/api/user", { cookie: admin })).json()) as { username: string }).username;
    const order = (await (await app().request("/api/orders", { method: "POST", json: validOrderForm() })).json()) as { id: number };
    const id = String(order.id);
    const note = await app().request(`/api/orders/${id}/notes`, { method: "POST", cookie: admin, json: { text: "Deeper  pocket" } });
    expect(note.status).toBe(201);
    const price = (body: unknown) => app().request(`/api/orders/${id}/price`, { method: "PATCH", cookie: admin, json: body });
    expect((await price({ servicePrice: 6000 })).status).toBe(200);
    expect((await price({ servicePrice: 6000 })).status).toBe(200);
    expect((await price({ servicePrice: -1 })).status).toBe(400);
    expect((await app().request("/api/orders/999999/notes", { method: "POST", cookie: admin, json: { text: "Nobody" } })).status).toBe(404);
    expect(await rowsOf(app(), admin, id)).toEqual([
      { actor: username, kind: "orders", action: "note added", recordId: id, summary: `Order #${id}: note “Deeper pocket”` },
      { actor: username, kind: "payments", action: "price set", recordId: id, summary: `Order #${id}: price $60.00` },
    ]);
    expect(await rowsOf(app(), admin, "999999")).toEqual([]);
  });

  it("writes one row for a status, a payment and a shipping update, worded as the admin sent them; none for one that changes nothing", async () => {
    const admin = await app().signIn("admin");
    const actor = await usernameOf(admin);
    const id = await newOrder(app());
    const patch = (path: string, json: unknown) => app().request(`/api/orders/${id}${path}`, { method: "PATCH", cookie: admin, json });
    expect((await patch("", { status: "in_progress", expectedStatus: "pending" })).status).toBe(200);
    expect((await patch("", { status: "in_progress" })).status).toBe(200);
    expect((await patch("", { status: "completed", expectedStatus: "pending" })).status).toBe(409);
    expect((await patch("/payment", { paymentStatus: "paid", amountPaid: 4500 })).status).toBe(200);
    expect((await patch("/payment", { paymentStatus: "paid", amountPaid: 4500 })).status).toBe(200);
    expect((await patch("/payment", { paymentStatus: "unpaid" })).status).toBe(200);
    expect((await patch("/shipping", { trackingNumber: " 1Z999 ", expectedStatus: "in_progress" })).status).toBe(200);
    expect((await patch("/shipping", { trackingNumber: "1Z999" })).status).toBe(200);
    const row = (kind: string, action: string, summary: string) => ({ actor, kind, action, recordId: id, summary: `Order #${id}: ${summary}` });
    expect(await rowsOf(app(), admin, id)).toEqual([
      row("orders", "status changed", "Status: In Progress"),
      row("payments", "payment updated", "Payment: Paid, $45.00"),
      row("payments", "payment updated", "Payment: Unpaid"),
      row("orders", "shipping updated", "tracking number “1Z999”, expected status In Progress"),
    ]);
  });

  it("writes one row for labels made together and one for a void, in the transaction that stores them", async () => {
    const admin = await app().signIn("admin");
    const actor = await usernameOf(admin);
    const id = await newOrder(app());
    const made = await app().request(`/api/shipping/create-dual-labels/${id}`, { method: "POST", cookie: admin });
    expect(made.status).toBe(200);
    const { returnLabel, outboundLabel } = (await made.json()) as Record<
      "returnLabel" | "outboundLabel",
      { id: number; carrier: string; trackingNumber: string }
    >;
    expect((await app().request(`/api/shipping/labels/${outboundLabel.id}/void`, { method: "POST", cookie: admin })).status).toBe(200);
    expect((await app().request(`/api/shipping/labels/${outboundLabel.id}/void`, { method: "POST", cookie: admin })).status).toBe(409);
    const label = (kind: string, made: typeof returnLabel) => `${kind} label ${made.carrier} ${made.trackingNumber}`;
    expect(await rowsOf(app(), admin, id)).toEqual([
      {
        actor,
        kind: "labels",
        action: "label created",
        recordId: id,
        summary: `Order #${id}: ${label("return", returnLabel)}, ${label("outbound", outboundLabel)} (test labels)`,
      },
      { actor, kind: "labels", action: "label voided", recordId: id, summary: `Order #${id}: voided ${label("outbound", outboundLabel)}` },
    ]);
  });

  it("writes none for a provider's change: a Stripe payment, a carrier's scan that moves the status", async () => {
    const admin = await app().signIn("admin");
    const paid = await newOrder(app());
    const body = JSON.stringify({
      id: "evt_activity_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_activity_1", client_reference_id: paid, amount_total: 4500, currency: "usd", payment_status: "paid" } },
    });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac("sha256", STRIPE_SECRET).update(`${t}.${body}`).digest("hex")}`;
    const payment = await app().request("/api/webhooks/stripe", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    });
    expect(await payment.json()).toEqual({ received: true, outcome: "paid" });
    expect(await rowsOf(app(), admin, paid)).toEqual([]);

    const scanned = await newOrder(app());
    const made = await app().request(`/api/shipping/simple/return/${scanned}`, { method: "POST", cookie: admin });
    const { trackingNumber } = (await made.json()) as { trackingNumber: string };
    const scan = await app().request(`/api/webhooks/shippo/${SHIPPO_TOKEN}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(trackUpdatedPayload({ trackingNumber, status: "DELIVERED" })),
    });
    expect(await scan.json()).toEqual({ received: true, outcome: "updated" });
    expect((await (await app().request(`/api/orders/${scanned}`, { cookie: admin })).json()) as { status: string }).toMatchObject({ status: "in_progress" });
    expect((await rowsOf(app(), admin, scanned)).map((row) => row.action)).toEqual(["label created"]);
  });
});
