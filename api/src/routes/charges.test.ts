import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "@stringing/adapters/postgres/rows-of";
import { orderCharges, orderEvents, orders } from "@stringing/adapters/postgres/schema/index";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

const SECRET = "whsec_test_charges_0123456789";

const sign = (body: string, at: Date) => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac("sha256", SECRET).update(`${t}.${body}`).digest("hex")}`;
};

const completed = (eventId: string, orderId: number, amountTotal: number) =>
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
      },
    },
  });

type ChargeAnswer = { id: number; description: string; amount: number; status: string };

/** docs/rules/payments.md, Extra work: charges proposed by the owner, answered by the player, paid through the webhook. */
describe("extra work, approved and paid by link", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  const app = useTestApp({ stripeWebhookSecret: SECRET, clock: { now: () => now }, publicFormLimit: 1000 });
  let admin: string;

  beforeAll(async () => {
    admin = await app().signIn("admin");
  });

  /** A $45.00 order (the test app's services carry no price) and its status page token. */
  const createOrder = async () => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm() });
    const { id } = (await response.json()) as { id: number };
    const [row] = await app().db.update(orders).set({ servicePrice: 4500 }).where(eq(orders.id, id)).returning();
    return { id, token: row!.trackingToken };
  };
  const propose = (orderId: number, body: unknown, cookie = admin) => app().request(`/api/orders/${orderId}/charges`, { method: "POST", json: body, cookie });
  const proposed = async (orderId: number, description = "New head", amount = 1500) => {
    const response = await propose(orderId, { description, amount });
    expect(response.status).toBe(201);
    return (await response.json()) as ChargeAnswer;
  };
  const answer = (token: string, chargeId: number, decision: "approve" | "decline", headers: Record<string, string> = {}) =>
    app().request(`/api/track/${token}/charges/${chargeId}/${decision}`, { method: "POST", headers });
  const withdraw = (orderId: number, chargeId: number) =>
    app().request(`/api/orders/${orderId}/charges/${chargeId}/withdraw`, { method: "POST", cookie: admin });
  const deliver = (body: string) =>
    app().request("/api/webhooks/stripe", { method: "POST", body, headers: { "content-type": "application/json", "stripe-signature": sign(body, now) } });
  const pay = async (eventId: string, orderId: number, amount: number) => {
    const response = await deliver(completed(eventId, orderId, amount));
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  };
  const eventTypes = async (orderId: number) =>
    (await app().db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((event) => ({ type: event.type, actor: event.actor }));
  const adminOrder = async (orderId: number) =>
    (await (await app().request(`/api/orders/${orderId}`, { cookie: admin })).json()) as {
      charges: ChargeAnswer[];
      balanceDue: number;
      paymentStatus: string;
      amountPaid: number | null;
    };
  const tracked = async (token: string) =>
    (await (await app().request(`/api/track/${token}`)).json()) as {
      charges: ChargeAnswer[];
      balanceDue: number;
      paymentStatus: string;
      paymentUrl: string | null;
    };

  it("proposes a charge (201, proposed) with its timeline event, and every order read shows it and the balance", async () => {
    const { id, token } = await createOrder();
    const charge = await proposed(id, "  Replacement head  ", 4000);
    expect(charge).toEqual({ id: expect.any(Number), description: "Replacement head", amount: 4000, status: "proposed" });
    expect(await eventTypes(id)).toContainEqual({ type: "charge_proposed", actor: expect.not.stringMatching(/^(customer|system)$/) });
    // The player is mailed once for this charge, by a durable job stored with it, and the timeline says so.
    const jobs = rowsOf<{ template: string; chargeId: number; siteOrigin: string }>(
      await app().db.execute(
        sql`select data->>'template' as template, (data->>'chargeId')::int as "chargeId", data->>'siteOrigin' as "siteOrigin" from pgboss.job where name = 'order-mail' and (data->>'orderId')::int = ${id} and data->>'template' = 'charge-proposed'`,
      ),
    );
    expect(jobs).toEqual([{ template: "charge-proposed", chargeId: charge.id, siteOrigin: expect.stringMatching(/^http/) }]);
    const queued = (await app().db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter((event) => event.type === "mail_queued");
    expect(queued.map((event) => event.data)).toContainEqual(expect.objectContaining({ template: "charge-proposed", chargeId: charge.id }));

    expect(await adminOrder(id)).toMatchObject({ charges: [charge], balanceDue: 4500 });
    const list = (await (await app().request("/api/orders?limit=50", { cookie: admin })).json()) as {
      id: number;
      charges: ChargeAnswer[];
      balanceDue: number;
    }[];
    expect(list.find((order) => order.id === id)).toMatchObject({ charges: [charge], balanceDue: 4500 });
    expect(list.every((order) => Array.isArray(order.charges) && typeof order.balanceDue === "number")).toBe(true);
    expect(await tracked(token)).toMatchObject({ charges: [charge], balanceDue: 4500 });
  });

  it("refuses bad charges with a message per field, and guards the owner's routes", async () => {
    const { id } = await createOrder();
    const bad = await propose(id, { description: "", amount: 0 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { description: "Description is required", amount: expect.stringContaining("cents") } });
    expect((await propose(id, { description: "x".repeat(201), amount: 100_001 })).status).toBe(400);
    expect((await propose(id, { description: "Dye", amount: 12.5 })).status).toBe(400);
    expect((await propose(999_999, { description: "Dye", amount: 100 })).status).toBe(404);
    const anonymous = await app().request(`/api/orders/${id}/charges`, { method: "POST", json: { description: "Dye", amount: 100 } });
    expect(anonymous.status).toBe(401);
    const anonymousWithdraw = await app().request(`/api/orders/${id}/charges/1/withdraw`, { method: "POST" });
    expect(anonymousWithdraw.status).toBe(401);
  });

  it("lets the player approve once (a second answer is a 409), with the balance following, and decline another", async () => {
    const { id, token } = await createOrder();
    const head = await proposed(id, "New head", 4000);
    const dye = await proposed(id, "Dye job", 1500);
    const approved = await answer(token, head.id, "approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ ...head, status: "approved" });
    const again = await answer(token, head.id, "decline");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This charge was already approved" });
    expect((await answer(token, dye.id, "decline")).status).toBe(200);
    expect((await answer(token, dye.id, "approve")).status).toBe(409);

    expect(await tracked(token)).toMatchObject({ balanceDue: 8500, charges: [{ status: "approved" }, { status: "declined" }] });
    expect(await adminOrder(id)).toMatchObject({ balanceDue: 8500 });
    const types = await eventTypes(id);
    expect(types).toContainEqual({ type: "charge_approved", actor: "customer" });
    expect(types).toContainEqual({ type: "charge_declined", actor: "customer" });
  });

  it("keeps the token the key: another order's token, a made-up token or charge is a 404, another site's Origin a 403", async () => {
    const mine = await createOrder();
    const theirs = await createOrder();
    const charge = await proposed(mine.id);
    expect((await answer(theirs.token, charge.id, "approve")).status).toBe(404);
    expect((await answer("f".repeat(43), charge.id, "approve")).status).toBe(404);
    expect((await answer(mine.token, 999_999, "approve")).status).toBe(404);
    expect((await answer(mine.token, charge.id, "approve", { origin: "https://evil.example" })).status).toBe(403);
    expect((await app().request(`/api/track/${mine.token}/charges/abc/approve`, { method: "POST" })).status).toBe(400);
    expect((await tracked(mine.token)).charges).toEqual([charge]);
  });

  it("withdraws a proposed charge, never an answered one", async () => {
    const { id, token } = await createOrder();
    const first = await proposed(id);
    const second = await proposed(id, "Laces", 500);
    const withdrawn = await withdraw(id, first.id);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ ...first, status: "withdrawn" });
    expect((await answer(token, first.id, "approve")).status).toBe(409);
    expect((await answer(token, second.id, "approve")).status).toBe(200);
    expect((await withdraw(id, second.id)).status).toBe(409);
    expect((await withdraw(id, 999_999)).status).toBe(404);
    expect(await eventTypes(id)).toContainEqual({ type: "charge_withdrawn", actor: expect.not.stringMatching(/^(customer|system)$/) });
    expect(await tracked(token)).toMatchObject({ balanceDue: 5000 });
  });

  it("a plain order is still paid by one checkout.session.completed, with balance 0", async () => {
    const { id, token } = await createOrder();
    expect(await pay("evt_plain_1", id, 4500)).toBe("paid");
    expect(await tracked(token)).toMatchObject({ paymentStatus: "paid", balanceDue: 0, charges: [] });
  });

  it("is partially paid until the approved extra work is paid too; an approval after payment asks for the rest", async () => {
    const { id, token } = await createOrder();
    const head = await proposed(id, "New head", 1500);
    await answer(token, head.id, "approve");
    expect(await pay("evt_price_1", id, 4500)).toBe("partially_paid");
    expect(await tracked(token)).toMatchObject({ paymentStatus: "partially_paid", balanceDue: 1500 });
    expect(await pay("evt_rest_1", id, 1500)).toBe("paid");
    expect(await tracked(token)).toMatchObject({ paymentStatus: "paid", balanceDue: 0, paymentUrl: null });

    const dye = await proposed(id, "Dye job", 700);
    expect((await answer(token, dye.id, "approve")).status).toBe(200);
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 6000, balanceDue: 700 });
    expect(await pay("evt_dye_1", id, 700)).toBe("paid");
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: "paid", amountPaid: 6700, balanceDue: 0 });
  });

  describe("money is right under every race", () => {
    it("two approvals at once: one 200, one 409, one event, the charge counted once", async () => {
      const { id, token } = await createOrder();
      const charge = await proposed(id, "New head", 1500);
      const statuses = (await Promise.all([answer(token, charge.id, "approve"), answer(token, charge.id, "approve")])).map((response) => response.status);
      expect(statuses.sort()).toEqual([200, 409]);
      expect((await eventTypes(id)).filter((event) => event.type === "charge_approved")).toHaveLength(1);
      expect(await tracked(token)).toMatchObject({ balanceDue: 6000 });
    });

    it("an approval and a decline at once: exactly one of them stands", async () => {
      const { id, token } = await createOrder();
      const charge = await proposed(id, "New head", 1500);
      const [approve, decline] = await Promise.all([answer(token, charge.id, "approve"), answer(token, charge.id, "decline")]);
      expect([approve.status, decline.status].sort()).toEqual([200, 409]);
      const status = approve.status === 200 ? "approved" : "declined";
      const [row] = await app().db.select().from(orderCharges).where(eq(orderCharges.id, charge.id));
      expect(row?.status).toBe(status);
      expect((await tracked(token)).balanceDue).toBe(status === "approved" ? 6000 : 4500);
    });

    it("a charge withdrawn while the player approves it: one outcome, and the balance agrees with it", async () => {
      const { id, token } = await createOrder();
      const charge = await proposed(id, "New head", 1500);
      const [approve, withdrawal] = await Promise.all([answer(token, charge.id, "approve"), withdraw(id, charge.id)]);
      expect([approve.status, withdrawal.status].sort()).toEqual([200, 409]);
      const status = approve.status === 200 ? "approved" : "withdrawn";
      const [row] = await app().db.select().from(orderCharges).where(eq(orderCharges.id, charge.id));
      expect(row?.status).toBe(status);
      const decided = (await eventTypes(id)).filter((event) => event.type === "charge_approved" || event.type === "charge_withdrawn");
      expect(decided).toHaveLength(1);
      expect((await tracked(token)).balanceDue).toBe(status === "approved" ? 6000 : 4500);
    });

    it("a webhook redelivered, even at the same moment, counts once", async () => {
      const { id, token } = await createOrder();
      const charge = await proposed(id, "New head", 1500);
      await answer(token, charge.id, "approve");
      const body = completed("evt_twice_1", id, 4500);
      const outcomes = await Promise.all([deliver(body), deliver(body)]);
      expect(outcomes.map((response) => response.status)).toEqual([200, 200]);
      expect(await pay("evt_twice_1", id, 4500)).toBe("replayed");
      expect(await adminOrder(id)).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 4500, balanceDue: 1500 });
      expect((await eventTypes(id)).filter((event) => event.type === "payment_changed")).toHaveLength(1);
    });

    it("two different payments at once both count", async () => {
      const { id, token } = await createOrder();
      const charge = await proposed(id, "New head", 1500);
      await answer(token, charge.id, "approve");
      const outcomes = await Promise.all([pay("evt_part_a", id, 3000), pay("evt_part_b", id, 3000)]);
      expect(outcomes.sort()).toEqual(["paid", "partially_paid"]);
      expect(await adminOrder(id)).toMatchObject({ paymentStatus: "paid", amountPaid: 6000, balanceDue: 0 });
    });

    it("a refund of one payment: the balance is computed again from what is left paid and the approved charges", async () => {
      const { id, token } = await createOrder();
      const charge = await proposed(id, "New head", 1500);
      await answer(token, charge.id, "approve");
      expect(await pay("evt_refund_price", id, 4500)).toBe("partially_paid");
      expect(await pay("evt_refund_extra", id, 1500)).toBe("paid");
      // The owner refunds the extra work's payment: what is left paid is the price.
      const refunded = await app().request(`/api/orders/${id}/payment`, {
        method: "PATCH",
        cookie: admin,
        json: { paymentStatus: "partially_paid", amountPaid: 4500, note: "Refunded the new head" },
      });
      expect(refunded.status).toBe(200);
      expect(await refunded.json()).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 4500, balanceDue: 1500 });
      expect(await tracked(token)).toMatchObject({ balanceDue: 1500, paymentStatus: "partially_paid" });
      // The same notice again counts nothing; a new payment of the rest makes it paid again.
      expect(await pay("evt_refund_extra", id, 1500)).toBe("replayed");
      expect(await pay("evt_refund_again", id, 1500)).toBe("paid");
      expect(await adminOrder(id)).toMatchObject({ amountPaid: 6000, balanceDue: 0 });
    });
  });
  it("counts approved extra work when the owner marks the order paid by hand or reprices it", async () => {
    const { id, token } = await createOrder();
    const charge = await proposed(id, "Dye job", 2000);
    expect((await answer(token, charge.id, "approve")).status).toBe(200);
    const paid = await app().request(`/api/orders/${id}/payment`, { method: "PATCH", json: { paymentStatus: "paid" }, cookie: admin });
    expect(paid.status).toBe(200);
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: "paid", amountPaid: 6500, balanceDue: 0 });
    const repriced = await app().request(`/api/orders/${id}/price`, { method: "PATCH", json: { servicePrice: 5000 }, cookie: admin });
    expect(repriced.status).toBe(200);
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 6500, balanceDue: 500 });
  });
});
