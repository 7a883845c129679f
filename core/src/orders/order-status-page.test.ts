import { describe, expect, it } from "vitest";
import { EMPTY_POCKET } from "./pocket-details.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { changeOrderStatus } from "./change-order-status.ts";
import { addOrderNote } from "./add-order-note.ts";
import type { OrderEvent } from "./order-event.ts";
import { orderFormSchema } from "./order-form.ts";
import { carrierOfTrackingNumber, orderStatusPage, publicTrackingUrl, trackOrder } from "./order-status-page.ts";
import { placeOrder } from "./place-order.ts";
import { setPaymentStatus } from "./set-payment-status.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";

const at = new Date("2026-04-02T09:00:00Z");
const order = storedOrder({
  id: 5,
  additionalRequests: "Phone: 555-0100\nShipping Address: 12 Main St",
  status: "shipped",
  shippingInfo: { address: "12 Main St", city: "Springfield", state: "IL", zip: "62701", phone: "555-0100" },
  trackingNumber: "1Z999AA10123456784",
  returnLabelUrl: "/r.pdf",
  returnTrackingNumber: "9400111899223344556677",
  receivedAt: new Date("2026-04-06T14:00:00Z"),
  promisedBy: "2026-04-09",
});
const settings = [{ serviceName: "Mesh Pocket", paymentLink: "https://buy.stripe.com/mesh" }];
const event = (id: number, type: OrderEvent["type"], data: Record<string, unknown> = {}, actor = "owner"): OrderEvent => ({
  id,
  orderId: 5,
  type,
  at,
  actor,
  data,
});

describe("the status page", () => {
  it("shows progress, price, the payment link without the e-mail, and the parcels with their carriers", () => {
    const page = orderStatusPage(
      order,
      [{ kind: "return", carrier: "USPS", trackingNumber: "9400111899223344556677", labelUrl: "/r.pdf", rate: 0 }],
      [],
      settings,
    );
    expect(page).toEqual({
      id: 5,
      status: "shipped",
      paymentStatus: "unpaid",
      createdAt: at,
      receivedAt: new Date("2026-04-06T14:00:00Z"),
      promisedBy: "2026-04-09",
      serviceName: "Mesh Pocket",
      servicePrice: 4500,
      balanceDue: 4500,
      charges: [],
      paymentUrl: "https://buy.stripe.com/mesh?client_reference_id=5",
      inboundTracking: { carrier: "USPS", trackingNumber: "9400111899223344556677", url: expect.stringContaining("tools.usps.com") },
      outboundTracking: { carrier: "UPS", trackingNumber: "1Z999AA10123456784", url: "https://www.ups.com/track?tracknum=1Z999AA10123456784" },
      // Shipped: the head came in long ago, so no label to print.
      returnLabelUrl: null,
      events: [],
      // The pocket to order again; the phone and address in the same details stay out.
      recipe: {
        serviceType: "Mesh Pocket",
        headType: null,
        headColor: null,
        position: null,
        pocketPreference: null,
        meshOption: "Hero 3.0",
        stringOption: null,
        stringerNotes: null,
        pocket: EMPTY_POCKET,
      },
    });
    const text = JSON.stringify(page);
    for (const secret of ["casey@example.com", "555-0100", "12 Main St", "Springfield", "62701", "Casey", "a".repeat(64)]) expect(text).not.toContain(secret);
  });

  it("offers the live return label, under the page's own token, only while the head is expected", () => {
    const returnLabel = {
      id: 8,
      kind: "return" as const,
      carrier: "USPS",
      trackingNumber: "9400111899223344556677",
      labelUrl: "/api/shipping/labels/r.pdf",
      rate: 0,
    };
    const pending = { ...order, status: "pending" as const };
    const page = orderStatusPage(pending, [returnLabel], [], settings);
    expect(page.returnLabelUrl).toBe(`/api/track/${"a".repeat(64)}/return-label.pdf`);
    // Never the admin's label URL.
    expect(JSON.stringify(page)).not.toContain("/api/shipping/labels/");
    // Voided, replaced (another number in force), the outbound one only, or the head received: nothing to print.
    expect(orderStatusPage(pending, [{ ...returnLabel, voidedAt: at }], [], settings).returnLabelUrl).toBeNull();
    expect(orderStatusPage({ ...pending, returnTrackingNumber: "9400000000000000000001" }, [returnLabel], [], settings).returnLabelUrl).toBeNull();
    expect(orderStatusPage(pending, [{ ...returnLabel, kind: "outbound" }], [], settings).returnLabelUrl).toBeNull();
    expect(orderStatusPage({ ...pending, status: "in_progress" }, [returnLabel], [], settings).returnLabelUrl).toBeNull();
  });

  it("keeps the payment link while partially paid, for what is still due", () => {
    const amountSettings = [{ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount={amount}" }];
    const page = orderStatusPage({ ...order, paymentStatus: "partially_paid", amountPaid: 1000 }, [], [], amountSettings);
    expect(page).toMatchObject({ paymentStatus: "partially_paid", balanceDue: 3500, paymentUrl: "https://pay.example/mesh?amount=35.00" });
    expect(orderStatusPage({ ...order, paymentStatus: "paid", amountPaid: 4500 }, [], [], amountSettings)).toMatchObject({ balanceDue: 0, paymentUrl: null });
  });

  it("shows the extra work and asks, in the link too, for the price plus approved charges less what was paid", () => {
    const amountSettings = [{ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount={amount}" }];
    const charge = (id: number, amount: number, status: "proposed" | "approved" | "declined" | "withdrawn") => ({
      id,
      orderId: order.id,
      description: `Work ${id}`,
      amount,
      status,
      createdAt: at,
      decidedAt: null,
    });
    const charges = [charge(1, 1500, "approved"), charge(2, 700, "proposed"), charge(3, 900, "declined")];
    const page = orderStatusPage({ ...order, paymentStatus: "partially_paid", amountPaid: 4500 }, [], [], amountSettings, charges);
    expect(page).toMatchObject({ balanceDue: 1500, paymentUrl: "https://pay.example/mesh?amount=15.00" });
    expect(page.charges).toEqual([
      { id: 1, description: "Work 1", amount: 1500, status: "approved" },
      { id: 2, description: "Work 2", amount: 700, status: "proposed" },
      { id: 3, description: "Work 3", amount: 900, status: "declined" },
    ]);
  });

  it("has no payment link once paid or refunded, or without a setting", () => {
    expect(orderStatusPage({ ...order, paymentStatus: "paid" }, [], [], settings).paymentUrl).toBeNull();
    expect(orderStatusPage({ ...order, paymentStatus: "refunded" }, [], [], settings).paymentUrl).toBeNull();
    expect(orderStatusPage(order, [], [], []).paymentUrl).toBeNull();
  });

  it("shows the public steps only, oldest first as given, with only the word that names the step", () => {
    const events = [
      event(1, "created", {}, "customer"),
      event(2, "note", { text: "Lives at 12 Main St" }),
      event(3, "payment_changed", { from: "unpaid", to: "paid", amountPaid: 4500, note: "cash, 555-0100" }),
      event(4, "label_created", { direction: "inbound", trackingNumber: "9400", carrier: "USPS" }),
      event(5, "label_deleted", { direction: "inbound" }),
      event(6, "status_changed", { from: "pending", to: "in_progress" }),
      event(7, "mail_sent", { template: "shipped", to: "casey@example.com" }),
      event(8, "tracking_updated", { from: null, to: "1Z" }),
    ];
    const page = orderStatusPage(order, [], events, settings);
    expect(page.events).toEqual([
      { type: "created", at },
      { type: "payment_changed", at, to: "paid" },
      { type: "label_created", at, direction: "inbound" },
      { type: "status_changed", at, to: "in_progress" },
      { type: "tracking_updated", at },
    ]);
    expect(JSON.stringify(page)).not.toMatch(/owner|Main St|555-0100|casey@|cash/);
  });

  it("names carriers of numbers typed by hand by their shape, and links an aggregator otherwise", () => {
    expect(carrierOfTrackingNumber("1Z999AA10123456784")).toBe("UPS");
    expect(carrierOfTrackingNumber("9400 1118 9922 3344 5566 77")).toBe("USPS");
    expect(carrierOfTrackingNumber("LX123456789CN")).toBe("Carrier");
    expect(publicTrackingUrl("USPS (test label)", "9400")).toContain("tools.usps.com");
    expect(publicTrackingUrl("Carrier", "LX1")).toBe("https://parcelsapp.com/en/tracking/LX1");
  });
});

describe("trackOrder", () => {
  it("finds the order by its token only, and answers not_found for anything else", async () => {
    const store = new InMemoryOrderStore(() => at);
    store.services = [{ name: "Mesh Pocket", price: 4500 }];
    const placed = await placeOrder({ intake: store, clock: { now: () => at } })({ form: orderFormSchema.parse(validOrderForm()) });
    if (!placed.ok) throw new Error("no order");
    const { id, statusPath } = placed.value.body;
    await changeOrderStatus({ updates: store.updates })({ id, status: "in_progress", actor: "owner" });
    await addOrderNote({ updates: store.updates })({ id, text: "private", actor: "owner" });
    await setPaymentStatus({ updates: store.updates, clock: { now: () => at } })({ id, update: { paymentStatus: "paid" }, actor: "owner" });
    const track = trackOrder({ orders: store, paymentSettings: async () => settings });
    const token = statusPath.split("/").pop()!;
    expect(await track(token)).toMatchObject({
      ok: true,
      value: {
        id,
        status: "in_progress",
        paymentStatus: "paid",
        paymentUrl: null,
        // The move to in progress received the head: its arrival is public.
        events: [{ type: "created" }, { type: "status_changed", to: "in_progress" }, { type: "received" }, { type: "payment_changed", to: "paid" }],
      },
    });
    for (const bad of ["b".repeat(64), token.toUpperCase(), token.slice(2), "", String(id), `${token} `]) {
      expect(await track(bad), bad).toEqual({ ok: false, error: { kind: "not_found", message: "Order not found" } });
    }
  });
});
