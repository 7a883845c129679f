import { describe, expect, it } from "vitest";
import type { CheckoutFailure, CheckoutRequest, CheckoutSession, CheckoutSessions } from "../ports/checkout-sessions.port.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";
import type { Charge } from "./charges/charge.ts";
import type { Order } from "./order.ts";
import { NO_PAYMENT_LINK_MESSAGE, NOTHING_DUE_MESSAGE, PAYMENT_UNAVAILABLE_MESSAGE, startCheckout } from "./start-checkout.ts";

const token = "a".repeat(64);

/** Records what it was asked and answers what the test says. */
type Answer = (request: CheckoutRequest) => Result<CheckoutSession, CheckoutFailure>;

function recordingCheckout(answer: Answer) {
  const asked: CheckoutRequest[] = [];
  const checkout: CheckoutSessions = {
    provider: "test",
    start: async (request) => {
      asked.push(request);
      return answer(request);
    },
  };
  return { asked, checkout };
}

const charge = (id: number, amount: number, status: Charge["status"]): Charge => ({
  id,
  orderId: 31,
  description: `Extra ${id}`,
  amount,
  status,
  createdAt: new Date("2026-04-03T10:00:00Z"),
  decidedAt: null,
});

const setUp = (order: Partial<Order>, answer: Answer = (request) => ok({ url: `https://pay.test/${request.amountCents}` }), charges: Charge[] = []) => {
  const { asked, checkout } = recordingCheckout(answer);
  const failures: string[] = [];
  const stored = storedOrder({ id: 31, trackingToken: token, servicePrice: 4500, ...order });
  const start = startCheckout({
    orders: { findByTrackingToken: async (candidate) => (candidate === stored.trackingToken ? stored : null) },
    charges: { ofOrders: async (ids) => new Map(ids.includes(stored.id) && charges.length ? [[stored.id, charges]] : []) },
    checkout,
    origin: "https://shop.test/",
    onProviderFailure: (message) => failures.push(message),
  });
  return { asked, failures, start };
};

describe("startCheckout", () => {
  it("asks for the balance due, naming the order, with the status page as the way back", async () => {
    const { asked, start } = setUp({ paymentStatus: "partially_paid", amountPaid: 1000 });
    expect(await start(token)).toEqual({ ok: true, value: { url: "https://pay.test/3500" } });
    expect(asked).toEqual([
      {
        orderId: 31,
        amountCents: 3500,
        serviceName: "Mesh Pocket",
        description: "Mesh Pocket, order #31",
        successUrl: `https://shop.test/track/${token}?paid=1`,
        cancelUrl: `https://shop.test/track/${token}`,
        paymentKey: "order-31-due-3500-paid-1000",
      },
    ]);
    // Never the customer's e-mail: the link's holder would see it on the payment page.
    expect(asked[0]).not.toHaveProperty("customerEmail");
  });

  it("counts the approved extra work, not what is proposed, declined or withdrawn", async () => {
    const charges = [charge(1, 1500, "approved"), charge(2, 900, "proposed"), charge(3, 700, "declined"), charge(4, 300, "withdrawn")];
    const { asked, start } = setUp({ paymentStatus: "partially_paid", amountPaid: 4500 }, undefined, charges);
    expect(await start(token)).toEqual({ ok: true, value: { url: "https://pay.test/1500" } });
    expect(asked[0]).toMatchObject({ amountCents: 1500, paymentKey: "order-31-due-1500-paid-4500" });
  });

  it("keeps one payment key for the same balance and a new one once something was paid", async () => {
    const unpaid = setUp({});
    await unpaid.start(token);
    await unpaid.start(token);
    const paidPart = setUp({ paymentStatus: "partially_paid", amountPaid: 500, servicePrice: 5000 });
    await paidPart.start(token);
    expect([...unpaid.asked, ...paidPart.asked].map((request) => request.paymentKey)).toEqual([
      "order-31-due-4500-paid-0",
      "order-31-due-4500-paid-0",
      "order-31-due-4500-paid-500",
    ]);
  });

  it("answers a conflict, asking nobody, when nothing is due", async () => {
    for (const order of [
      { paymentStatus: "paid", amountPaid: 4500 },
      { paymentStatus: "refunded", amountPaid: 4500 },
      { paymentStatus: "unpaid", servicePrice: 0 },
      { paymentStatus: "partially_paid", amountPaid: 4500 },
    ] as const) {
      const { asked, start } = setUp(order);
      expect(await start(token), JSON.stringify(order)).toEqual({ ok: false, error: { kind: "conflict", message: NOTHING_DUE_MESSAGE } });
      expect(asked).toEqual([]);
    }
  });

  it("answers not_found for an unknown or malformed token", async () => {
    const { asked, start } = setUp({});
    for (const bad of ["b".repeat(64), "", "31", token.toUpperCase()]) {
      expect(await start(bad), bad).toEqual({ ok: false, error: { kind: "not_found", message: "Order not found" } });
    }
    expect(asked).toEqual([]);
  });

  it("says a link will follow when the service has no payment link, and that payment is unavailable when the provider fails", async () => {
    const noLink = setUp({}, () => err({ reason: "no_payment_link", message: "none" } satisfies CheckoutFailure));
    expect(await noLink.start(token)).toEqual({ ok: false, error: { kind: "conflict", message: NO_PAYMENT_LINK_MESSAGE } });
    expect(noLink.failures).toEqual([]);
    for (const reason of ["refused", "unavailable"] as const) {
      const failing = setUp({}, () => err({ reason, message: `Stripe said ${reason}` }));
      expect(await failing.start(token)).toEqual({ ok: false, error: { kind: "unavailable", message: PAYMENT_UNAVAILABLE_MESSAGE } });
      expect(failing.failures).toEqual([`Order 31: Stripe said ${reason}`]);
    }
  });
});
