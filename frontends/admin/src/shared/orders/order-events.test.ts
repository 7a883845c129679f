import { describe, expect, it } from "vitest";
import { actorLabel, describeEvent, latestMailStates } from "./order-events.ts";

describe("latestMailStates", () => {
  it("keeps one row per mail, in its latest state where that happened, and every other event", () => {
    const events = [
      { id: 1, type: "created", data: {} },
      { id: 2, type: "mail_queued", data: { template: "order-received", recipient: "customer", jobId: "j1" } },
      { id: 3, type: "mail_queued", data: { template: "owner-new-order", recipient: "owner", jobId: "j2" } },
      { id: 4, type: "mail_failed", data: { template: "order-received", recipient: "customer", attempt: 1, error: "HTTP 503" } },
      { id: 5, type: "mail_sent", data: { template: "owner-new-order", recipient: "owner" } },
      { id: 6, type: "note", data: { text: "Called" } },
      { id: 7, type: "mail_sent", data: { template: "order-received", recipient: "customer" } },
      { id: 8, type: "mail_queued", data: { template: "return-label", recipient: "customer", labelId: 1 } },
      { id: 9, type: "mail_queued", data: { template: "return-label", recipient: "customer", labelId: 2 } },
    ];
    expect(latestMailStates(events).map((event) => event.id)).toEqual([1, 5, 6, 7, 8, 9]);
  });
});

describe("describeEvent", () => {
  it("words each kind of event with what its data says", () => {
    expect(describeEvent({ type: "created", data: {} }).title).toBe("Order placed");
    expect(describeEvent({ type: "created", data: { from: 12 } }).title).toBe("Order placed like order #12");
    expect(describeEvent({ type: "received", data: { promisedBy: "2026-12-03" } }).title).toBe("Head received · ships by Thursday, December 3, 2026");
    expect(describeEvent({ type: "promise_changed", data: { from: "2026-12-03", to: "2026-12-07" } }).title).toBe(
      "Promise moved: Thursday, December 3, 2026 → Monday, December 7, 2026",
    );
    expect(describeEvent({ type: "status_changed", data: { from: "pending", to: "in_progress" } }).title).toBe("Status: Pending → In Progress");
    expect(
      describeEvent({
        type: "pocket_changed",
        data: {
          from: { sidewallColor: "red", shooters: [{ style: "straight", material: null, color: null }], channel: "slight", meshBrand: "Hero 3.0" },
          to: {
            shooters: [
              { style: "straight", material: null, color: null },
              { style: "v", material: "nylon", color: "white" },
            ],
            channel: "medium",
            meshBrand: "Hero 3.0",
            diamonds: 10,
          },
        },
      }),
    ).toEqual({
      title: "Pocket details updated",
      text: "Mesh type: Hero 3.0 → Hero 3.0, 10 diamonds; Shooter 2: V nylon, white added; Channel: Slight channel → Medium channel; Sidewall: red removed",
      kind: "normal",
    });
    expect(describeEvent({ type: "pocket_changed", data: { from: null, to: null } })).toEqual({ title: "Pocket details updated", text: null, kind: "normal" });
    expect(describeEvent({ type: "payment_changed", data: { from: "unpaid", to: "paid", amountPaid: 4500, note: "Cash at the field" } })).toEqual({
      title: "Payment: Unpaid → Paid ($45.00)",
      text: "Cash at the field",
      kind: "normal",
    });
    expect(describeEvent({ type: "price_changed", data: { from: 0, to: 4500 } })).toEqual({ title: "Price: $0.00 → $45.00", text: null, kind: "normal" });
    expect(describeEvent({ type: "label_created", data: { direction: "outbound", trackingNumber: "1Z999" } }).title).toBe(
      "Outbound label created · tracking 1Z999",
    );
    expect(describeEvent({ type: "tracking_updated", data: { from: null, to: "9400" } }).title).toBe("Tracking number set to 9400");
    expect(
      describeEvent({ type: "tracking_updated", data: { direction: "inbound", from: "TRANSIT", to: "DELIVERED", details: "Left at door" } }),
    ).toMatchObject({ title: "Inbound parcel: delivered", text: "Left at door" });
    expect(describeEvent({ type: "mail_sent", data: { template: "order_received" } }).title).toBe('E-mail "order received" sent');
    expect(describeEvent({ type: "mail_failed", data: { template: "shipped", error: "Provider down" } })).toEqual({
      title: 'E-mail "shipped" failed',
      text: "Provider down",
      kind: "failure",
    });
  });

  it("says what a provider's payment added, and why one was not counted, as a failure to look at", () => {
    expect(
      describeEvent({ type: "payment_changed", data: { from: "unpaid", to: "partially_paid", amountPaid: 2000, amount: 2000, currency: "usd" } }).title,
    ).toBe("Payment: Unpaid → Partially paid ($20.00)");
    expect(
      describeEvent({ type: "payment_changed", data: { from: "partially_paid", to: "paid", amountPaid: 5699, amount: 3699, currency: "usd" } }).title,
    ).toBe("Payment: Partially paid → Paid (+$36.99, $56.99 in all)");
    expect(describeEvent({ type: "payment_not_counted", data: { reason: "other_currency", amount: 1, currency: "jpy", eventId: "evt_1" } })).toEqual({
      title: "Payment not counted: paid in JPY, not USD",
      text: "Reported: 1 JPY (in the currency's smallest unit). The order was left as it was: check the payment with the provider, then refund it or record it by hand.",
      kind: "failure",
    });
    expect(describeEvent({ type: "payment_not_counted", data: { reason: "already_paid", amount: 5699, currency: "usd" } })).toMatchObject({
      title: "Payment not counted: the order was already paid",
      text: expect.stringMatching(/^Reported: \$56\.99\. /),
    });
    expect(describeEvent({ type: "payment_not_counted", data: { reason: "no_amount", amount: null, currency: "usd" } }).text).toMatch(/^Reported: no amount\./);
    expect(describeEvent({ type: "payment_not_counted", data: { reason: "already_refunded" } }).title).toBe("Payment not counted: the order was refunded");
    expect(describeEvent({ type: "payment_not_counted", data: null }).title).toBe("Payment not counted: see the payment provider");
  });

  it("says whom a mail went to and whether a failed one is tried again", () => {
    expect(describeEvent({ type: "mail_queued", data: { template: "head-received", recipient: "customer", jobId: "j1" } }).title).toBe(
      'E-mail "head received" queued to the customer',
    );
    expect(describeEvent({ type: "mail_sent", data: { template: "owner-new-order", recipient: "owner", address: "shop@example.com" } }).title).toBe(
      'E-mail "new order" sent to you',
    );
    expect(describeEvent({ type: "mail_sent", data: { template: "order-received", recipient: "customer", address: "casey@example.com" } }).title).toBe(
      'E-mail "order received" sent to casey@example.com',
    );
    expect(describeEvent({ type: "mail_failed", data: { template: "payment-received", attempt: 2, error: "HTTP 503" } }).text).toBe(
      "Try 2. HTTP 503. It will be tried again later.",
    );
    expect(describeEvent({ type: "mail_failed", data: { template: "shipped", attempt: 1, error: "No tracking number", final: true } }).text).toBe(
      "Try 1. No tracking number. It will not be retried.",
    );
  });

  it("keeps a note's words as they are, and survives data it does not expect", () => {
    expect(describeEvent({ type: "note", data: { text: "<img src=x onerror=alert(1)>" } })).toEqual({
      title: "Note",
      text: "<img src=x onerror=alert(1)>",
      kind: "note",
    });
    expect(describeEvent({ type: "status_changed", data: { to: 5 } }).title).toBe("Status: changed");
    expect(describeEvent({ type: "payment_changed", data: null }).title).toBe("Payment: changed");
    expect(describeEvent({ type: "refund_requested", data: {} }).title).toBe("Refund requested");
  });

  it("names who did it", () => {
    expect(actorLabel("e2e-owner")).toBe("e2e-owner");
    expect(actorLabel("customer")).toBe("the customer");
    expect(actorLabel("stripe")).toBe("Stripe");
  });
});
