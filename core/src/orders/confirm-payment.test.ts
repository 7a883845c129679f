import { describe, expect, it } from "vitest";
import type { PaymentNotice } from "../ports/payment-notices.port.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { confirmPayment, orderIdFromReference, receivePaymentNotice } from "./confirm-payment.ts";
import { orderFormSchema } from "./order-form.ts";
import { placeOrder } from "./place-order.ts";

const now = new Date("2026-04-02T09:00:00Z");

async function setup() {
  const store = new InMemoryOrderStore(() => now);
  store.services = [{ name: "Mesh Pocket", price: 4500 }];
  const placed = await placeOrder({ intake: store, clock: { now: () => now } })({ form: orderFormSchema.parse(validOrderForm()) });
  if (!placed.ok) throw new Error("no order");
  return { store, id: placed.value.body.id, confirm: confirmPayment({ updates: store, clock: { now: () => now } }) };
}

const paid = (eventId: string, orderReference: string | null, amount: number | null = 5699): PaymentNotice => ({
  kind: "paid",
  provider: "stripe",
  eventId,
  orderReference,
  amount,
  currency: "usd",
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

  it("takes the order's price when the provider names no amount", async () => {
    const { store, id, confirm } = await setup();
    await confirm(paid("evt_2", String(id), null));
    expect(store.tables.orders[0]?.amountPaid).toBe(4500);
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
      updates: store,
      clock: { now: () => now },
    });
    expect(await receive("{}", "bad")).toEqual({ ok: false, error: "bad_signature" });
    expect(store.tables.orders[0]?.paymentStatus).toBe("unpaid");
    expect(await receive("{}", "good")).toEqual({ ok: true, value: "paid" });
  });
});
