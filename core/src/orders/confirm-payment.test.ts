import { describe, expect, it } from "vitest";
import type { PaymentNotice } from "../ports/payment-notices.port.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { confirmPayment, orderIdFromReference, receivePaymentNotice } from "./confirm-payment.ts";
import { orderFormSchema } from "./order-form.ts";
import { placeOrder } from "./place-order.ts";
import { setPaymentStatus } from "./set-payment-status.ts";

const now = new Date("2026-04-02T09:00:00Z");

async function setup() {
  const store = new InMemoryOrderStore(() => now);
  store.services = [{ name: "Mesh Pocket", price: 4500 }];
  const placed = await placeOrder({ intake: store, clock: { now: () => now } })({ form: orderFormSchema.parse(validOrderForm()) });
  if (!placed.ok) throw new Error("no order");
  return { store, id: placed.value.body.id, confirm: confirmPayment({ updates: store.updates, clock: { now: () => now } }) };
}

const paid = (eventId: string, orderReference: string | null, amount: number | null = 5699, currency: string | null = "usd"): PaymentNotice => ({
  kind: "paid",
  provider: "stripe",
  eventId,
  orderReference,
  amount,
  currency,
});

describe("confirming a payment from the provider", () => {
  it("makes the order paid with the amount taken, with a payment_changed event by the provider", async () => {
    const { store, id, confirm } = await setup();
    expect(await confirm(paid("evt_1", String(id)))).toBe("paid");
    expect(store.tables.orders[0]).toMatchObject({ paymentStatus: "paid", amountPaid: 5699, paidAt: now, status: "pending" });
    expect(store.tables.events.slice(-2)).toMatchObject([
      { type: "payment_changed", actor: "stripe", data: { from: "unpaid", to: "paid", amountPaid: 5699, currency: "usd", eventId: "evt_1" } },
      { type: "mail_queued", actor: "system", data: { template: "payment-received", recipient: "customer" } },
    ]);
  });

  it("adds a payment short of the price and leaves the order partially paid, without the payment-received mail, until the rest comes", async () => {
    const { store, id, confirm } = await setup();
    expect(await confirm(paid("evt_part_1", String(id), 1000))).toBe("partially_paid");
    expect(store.tables.orders[0]).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 1000, paidAt: now });
    expect(store.tables.events.at(-1)).toMatchObject({
      type: "payment_changed",
      actor: "stripe",
      data: { from: "unpaid", to: "partially_paid", amountPaid: 1000, amount: 1000, currency: "usd", eventId: "evt_part_1" },
    });
    expect(await confirm(paid("evt_part_2", String(id), 3499))).toBe("partially_paid");
    expect(store.tables.orders[0]).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 4499 });
    expect(store.tables.events.filter((event) => event.type === "mail_queued" && event.data.template === "payment-received")).toEqual([]);
    expect(await confirm(paid("evt_part_3", String(id), 1))).toBe("paid");
    expect(store.tables.orders[0]).toMatchObject({ paymentStatus: "paid", amountPaid: 4500 });
    expect(store.tables.events.slice(-2)).toMatchObject([
      { type: "payment_changed", data: { from: "partially_paid", to: "paid", amountPaid: 4500, amount: 1 } },
      { type: "mail_queued", data: { template: "payment-received" } },
    ]);
  });

  it("counts nothing in another currency, or without an amount, and shows the owner why", async () => {
    const { store, id, confirm } = await setup();
    expect(await confirm(paid("evt_jpy", String(id), 1, "jpy"))).toBe("not_counted");
    expect(await confirm(paid("evt_none", String(id), null, null))).toBe("not_counted");
    expect(await confirm(paid("evt_zero", String(id), 0))).toBe("not_counted");
    expect(await confirm(paid("evt_null", String(id), null))).toBe("not_counted");
    expect(store.tables.orders[0]).toMatchObject({ paymentStatus: "unpaid", amountPaid: null, paidAt: null });
    expect(store.tables.events.filter((event) => event.type === "payment_not_counted")).toMatchObject([
      { actor: "stripe", data: { reason: "other_currency", amount: 1, currency: "jpy", eventId: "evt_jpy", paymentStatus: "unpaid" } },
      { data: { reason: "other_currency", currency: null, eventId: "evt_none" } },
      { data: { reason: "no_amount", amount: 0, currency: "usd", eventId: "evt_zero" } },
      { data: { reason: "no_amount", amount: null, eventId: "evt_null" } },
    ]);
    expect(store.tables.events.some((event) => event.type === "mail_queued" && event.data.template === "payment-received")).toBe(false);
  });

  it("takes the shop's currency in Stripe's case or any other", async () => {
    const { store, id, confirm } = await setup();
    expect(await confirm(paid("evt_upper", String(id), 5699, "USD"))).toBe("paid");
    expect(store.tables.orders[0]).toMatchObject({ paymentStatus: "paid", amountPaid: 5699 });
  });

  it("never sets a paid or refunded order back: a later payment is shown, not counted", async () => {
    const { store, id, confirm } = await setup();
    await confirm(paid("evt_full", String(id), 4500));
    expect(await confirm(paid("evt_after", String(id), 0))).toBe("not_counted");
    expect(await confirm(paid("evt_after_2", String(id), 700))).toBe("not_counted");
    expect(store.tables.orders[0]).toMatchObject({ paymentStatus: "paid", amountPaid: 4500, paidAt: now });
    await setPaymentStatus({ updates: store.updates, clock: { now: () => now } })({ id, update: { paymentStatus: "refunded" }, actor: "owner" });
    expect(await confirm(paid("evt_after_refund", String(id), 4500))).toBe("not_counted");
    expect(store.tables.orders[0]).toMatchObject({ paymentStatus: "refunded", amountPaid: 4500 });
    expect(store.tables.events.filter((event) => event.type === "payment_not_counted").map((event) => event.data.reason)).toEqual([
      "no_amount",
      "already_paid",
      "already_refunded",
    ]);
    expect(store.tables.events.filter((event) => event.type === "mail_queued" && event.data.template === "payment-received")).toHaveLength(1);
  });

  it("changes nothing for a replayed event id, an unknown order or an ignored event", async () => {
    const { store, id, confirm } = await setup();
    await confirm(paid("evt_3", String(id)));
    const before = structuredClone(store.tables);
    expect(await confirm(paid("evt_3", String(id), 1))).toBe("replayed");
    expect(await confirm(paid("evt_4", "999"))).toBe("unknown_order");
    expect(await confirm(paid("evt_5", null))).toBe("unknown_order");
    expect(await confirm(paid("evt_6", "12abc"))).toBe("unknown_order");
    expect(await confirm({ kind: "ignored", provider: "stripe", eventId: "evt_7", eventType: "customer.created" })).toBe("ignored");
    expect(store.tables).toEqual(before);
  });

  it("reads only whole positive ids in range from the reference", () => {
    expect(orderIdFromReference("12")).toBe(12);
    expect(orderIdFromReference(" 12 ")).toBe(12);
    for (const bad of [null, "", "0", "-1", "1.5", "1e3", "2147483648", "12345678901", "abc"]) expect(orderIdFromReference(bad), String(bad)).toBeNull();
  });

  it("refuses what the notices port refuses, without touching the order", async () => {
    const { store, id } = await setup();
    const receive = receivePaymentNotice({
      notices: {
        read: async (_body, signature) => (signature === "good" ? { ok: true, value: paid("evt_8", String(id)) } : { ok: false, error: "bad_signature" }),
      },
      updates: store.updates,
      clock: { now: () => now },
    });
    expect(await receive("{}", "bad")).toEqual({ ok: false, error: "bad_signature" });
    expect(store.tables.orders[0]?.paymentStatus).toBe("unpaid");
    expect(await receive("{}", "good")).toEqual({ ok: true, value: "paid" });
  });
});
