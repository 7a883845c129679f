import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { orderEvents, orders, webhookEvents } from "@stringing/adapters/postgres/schema/index";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

const SECRET = "whsec_test_0123456789abcdef";

/** What Stripe sends: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body" with the endpoint secret>`. */
const sign = (body: string, at: Date, secret = SECRET) => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
};

const completed = (eventId: string, orderId: number | string, amountTotal = 4999, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${eventId}`,
        object: "checkout.session",
        client_reference_id: String(orderId),
        amount_total: amountTotal,
        currency: "usd",
        payment_status: "paid",
        ...extra,
      },
    },
  });

/** docs/rules/payments.md, Stripe: POST /api/webhooks/stripe. */
describe("POST /api/webhooks/stripe", () => {
  let now = new Date("2026-05-01T12:00:00Z");
  const app = useTestApp({ stripeWebhookSecret: SECRET, clock: { now: () => now }, publicFormLimit: 1000 });
  let admin: string;

  beforeAll(async () => {
    admin = await app().signIn("admin");
  });

  const create = async () => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm() });
    return ((await response.json()) as { id: number }).id;
  };
  const deliver = (body: string, signature?: string) =>
    app().request("/api/webhooks/stripe", {
      method: "POST",
      body,
      headers: { "content-type": "application/json; charset=utf-8", ...(signature === undefined ? {} : { "stripe-signature": signature }) },
    });
  const orderRow = async (id: number) => (await app().db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = (id: number) => app().db.select().from(orderEvents).where(eq(orderEvents.orderId, id));

  it("makes the order paid with amount_total, with a payment_changed event by stripe", async () => {
    const id = await create();
    const body = completed("evt_paid_1", id, 5699);
    const response = await deliver(body, sign(body, now));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "paid" });
    const order = await orderRow(id);
    expect(order).toMatchObject({ paymentStatus: "paid", amountPaid: 5699, status: "pending" });
    expect(order.paidAt?.toISOString()).toBe(now.toISOString());
    const paymentEvents = (await eventsOf(id)).filter((event) => event.type === "payment_changed");
    expect(paymentEvents).toMatchObject([{ actor: "stripe", data: { from: "unpaid", to: "paid", amountPaid: 5699, currency: "usd", eventId: "evt_paid_1" } }]);
    const admin_view = await app().request(`/api/orders/${id}`, { cookie: admin });
    expect(await admin_view.json()).toMatchObject({ paymentStatus: "paid", amountPaid: 5699, paidAt: now.toISOString() });
  });

  /** Arrange: a $56.99 order (the test app's services carry no price). */
  const createPriced = async () => {
    const id = await create();
    await app().db.update(orders).set({ servicePrice: 5699 }).where(eq(orders.id, id));
    return id;
  };
  const pay = async (eventId: string, id: number, amount: number, currency = "usd") => {
    const body = completed(eventId, id, amount, { currency });
    const response = await deliver(body, sign(body, now));
    expect(response.status, eventId).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  };
  const paymentMails = async (id: number) =>
    (await eventsOf(id)).filter((event) => event.type === "mail_queued" && (event.data as { template?: string }).template === "payment-received");

  it("counts only dollars, adds each payment to what was paid, and is paid (with its mail) once the price is covered", async () => {
    const id = await createPriced();
    expect(await pay("evt_yen", id, 1, "jpy")).toBe("not_counted");
    expect(await pay("evt_nothing", id, 0)).toBe("not_counted");
    expect(await orderRow(id)).toMatchObject({ paymentStatus: "unpaid", amountPaid: null, paidAt: null });

    expect(await pay("evt_first_part", id, 2000)).toBe("partially_paid");
    expect(await orderRow(id)).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 2000 });
    expect(await paymentMails(id)).toEqual([]);
    const track = await app().request(`/api/track/${(await orderRow(id)).trackingToken}`);
    expect(await track.json()).toMatchObject({ paymentStatus: "partially_paid", servicePrice: 5699, balanceDue: 3699 });

    expect(await pay("evt_rest", id, 3699)).toBe("paid");
    const paid = await orderRow(id);
    expect(paid).toMatchObject({ paymentStatus: "paid", amountPaid: 5699 });
    expect(await paymentMails(id)).toHaveLength(1);

    expect(await pay("evt_late_zero", id, 0)).toBe("not_counted");
    expect(await pay("evt_late_more", id, 5699)).toBe("not_counted");
    expect(await orderRow(id)).toEqual(paid);
    expect(await paymentMails(id)).toHaveLength(1);
    const refused = (await eventsOf(id)).filter((event) => event.type === "payment_not_counted");
    expect(refused.map(({ actor, data }) => ({ actor, data }))).toMatchObject([
      { actor: "stripe", data: { reason: "other_currency", amount: 1, currency: "jpy", eventId: "evt_yen", paymentStatus: "unpaid" } },
      { data: { reason: "no_amount", amount: 0, eventId: "evt_nothing" } },
      { data: { reason: "no_amount", eventId: "evt_late_zero" } },
      { data: { reason: "already_paid", amount: 5699, eventId: "evt_late_more", paymentStatus: "paid" } },
    ]);
    const timeline = await app().request(`/api/orders/${id}/events`, { cookie: admin });
    expect(((await timeline.json()) as { type: string }[]).filter((event) => event.type === "payment_not_counted")).toHaveLength(4);
  });

  it("adds up two payments for one order delivered at once", async () => {
    const id = await createPriced();
    expect((await Promise.all([pay("evt_together_1", id, 2000), pay("evt_together_2", id, 3000)])).sort()).toEqual(["partially_paid", "partially_paid"]);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 5000 });
  });

  it("changes nothing for a replayed event id (200), even delivered twice at once", async () => {
    const id = await create();
    const body = completed("evt_replay", id, 1000);
    const first = await deliver(body, sign(body, now));
    expect(await first.json()).toEqual({ received: true, outcome: "paid" });
    await app().request(`/api/orders/${id}/payment`, { method: "PATCH", cookie: admin, json: { paymentStatus: "refunded" } });
    const before = { order: await orderRow(id), events: (await eventsOf(id)).length };
    const again = await Promise.all([deliver(body, sign(body, now)), deliver(body, sign(body, now))]);
    for (const response of again) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: "replayed" });
    }
    expect(await orderRow(id)).toEqual(before.order);
    expect((await eventsOf(id)).length).toBe(before.events);
    expect(await app().db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_replay"))).toHaveLength(1);
  });

  it("answers 200 and changes nothing for an event naming no known order, or another event type", async () => {
    const before = await app().db.select().from(orders);
    for (const body of [
      completed("evt_unknown_1", 999_999),
      completed("evt_unknown_2", "not-an-id"),
      completed("evt_unknown_3", "99999999999999"),
      JSON.stringify({ id: "evt_no_ref", type: "checkout.session.completed", data: { object: { amount_total: 100 } } }),
      JSON.stringify({ id: "evt_other", type: "customer.created", data: { object: { client_reference_id: "1" } } }),
    ]) {
      const response = await deliver(body, sign(body, now));
      expect(response.status, body.slice(0, 60)).toBe(200);
    }
    expect(await app().db.select().from(orders)).toEqual(before);
  });

  it("leaves a session completed but not yet paid (a delayed method) unpaid", async () => {
    const id = await create();
    const body = completed("evt_async", id, 4500, { payment_status: "unpaid" });
    expect(await (await deliver(body, sign(body, now))).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await orderRow(id)).toMatchObject({ paymentStatus: "unpaid" });
  });

  it("refuses a missing, bad or stale signature with 400, touching nothing and logging no body", async () => {
    const id = await create();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const body = completed("evt_forged", id, 1);
      const sixMinutesAgo = new Date(now.getTime() - 6 * 60 * 1000);
      const cases: [string, string | undefined][] = [
        ["missing header", undefined],
        ["empty header", ""],
        ["garbage header", "nonsense"],
        ["wrong secret", sign(body, now, "whsec_wrong")],
        ["other body", sign(completed("evt_forged", id, 999_999), now)],
        ["stale timestamp", sign(body, sixMinutesAgo)],
        ["future timestamp", sign(body, new Date(now.getTime() + 6 * 60 * 1000))],
        ["v0 only", sign(body, now).replace("v1=", "v0=")],
        ["short signature", sign(body, now).slice(0, -2)],
      ];
      for (const [name, signature] of cases) {
        const response = await deliver(body, signature);
        expect(response.status, name).toBe(400);
        expect(await response.json(), name).toEqual({ message: expect.any(String) });
      }
      // Unsigned malformed JSON is refused for its signature, before anything parses it.
      const malformed = await deliver("{not json", undefined);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ message: "Missing Stripe-Signature header" });
      // Signed but not an event: still 400.
      expect((await deliver("{not json", sign("{not json", now))).status).toBe(400);
      expect(await orderRow(id)).toMatchObject({ paymentStatus: "unpaid", amountPaid: null });
      expect(await app().db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_forged"))).toEqual([]);
      expect(warn).toHaveBeenCalled();
      for (const [message] of warn.mock.calls) {
        expect(String(message)).not.toContain("evt_forged");
        expect(String(message)).not.toContain("client_reference_id");
      }
      // Within the tolerance is fine.
      const fourMinutesAgo = new Date(now.getTime() - 4 * 60 * 1000);
      expect((await deliver(body, sign(body, fourMinutesAgo))).status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });

  it("leaves nothing behind when the change fails, so Stripe's retry of the same event still pays the order", async () => {
    const id = await create();
    const body = completed("evt_retry_after_failure", id, 2500);
    const { db } = app();
    await db.execute(
      sql`create or replace function refuse_payment_event() returns trigger language plpgsql as $$ begin raise exception 'event refused'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_payment_event before insert on order_events for each row when (new.type = 'payment_changed') execute function refuse_payment_event()`,
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await deliver(body, sign(body, now))).status).toBe(500);
    } finally {
      error.mockRestore();
      await db.execute(sql`drop trigger refuse_payment_event on order_events`);
      await db.execute(sql`drop function refuse_payment_event()`);
    }
    expect(await orderRow(id)).toMatchObject({ paymentStatus: "unpaid", amountPaid: null, paidAt: null });
    expect(await app().db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_retry_after_failure"))).toEqual([]);
    expect(await (await deliver(body, sign(body, now))).json()).toEqual({ received: true, outcome: "paid" });
    expect(await orderRow(id)).toMatchObject({ paymentStatus: "paid", amountPaid: 2500 });
  });

  it("accepts any of several v1 signatures (Stripe signs with each active secret during a roll)", async () => {
    const id = await create();
    const body = completed("evt_roll", id, 100);
    const good = sign(body, now);
    const t = good.split(",")[0];
    const response = await deliver(body, `${t},v1=${"0".repeat(64)},${good.split(",")[1]}`);
    expect(await response.json()).toEqual({ received: true, outcome: "paid" });
    now = new Date(now.getTime() + 1000);
  });
});

describe("POST /api/webhooks/stripe without STRIPE_WEBHOOK_SECRET", () => {
  const app = useTestApp();

  it("is a 404, whatever is sent", async () => {
    const body = completed("evt_nosecret", 1);
    const response = await app().request("/api/webhooks/stripe", { method: "POST", body, headers: { "stripe-signature": sign(body, new Date()) } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });
});
