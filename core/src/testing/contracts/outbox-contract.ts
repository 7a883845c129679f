import { describe, expect, it } from "vitest";
import type { NewActivity } from "../../activity/activity.ts";
import type { DomainEvent } from "../../events/domain-event.ts";
import type { AppJobs } from "../../jobs/app-jobs.ts";
import type { OrderEvent } from "../../orders/order-event.ts";
import type { OrderUpdates } from "../../ports/order-updates.port.ts";
import { type FreshFactory, useFresh } from "./fresh-subject.ts";

/** A store's order updates as the composition wires them (the order subscribers), and what a test reads back. */
export type OutboxSubject = {
  updates: OrderUpdates;
  /** Stores a pending, unpaid order with no mail queued; its id. */
  newOrder(): Promise<number>;
  /** The outbox, in the order written. */
  outbox(): Promise<DomainEvent[]>;
  /** The stored order-mail jobs of the order (any order). */
  mailJobs(orderId: number): Promise<AppJobs["order-mail"][]>;
  timeline(orderId: number): Promise<OrderEvent[]>;
  /** The activity-log rows, oldest first. */
  activity(): Promise<NewActivity[]>;
};

const ORIGIN = "https://shop.example";
const about = (orderId: number) => ({ orderId, actor: "owner", by: "admin" as const });
const fromStripe = (orderId: number) => ({ orderId, actor: "stripe", by: "provider" as const });
const fromShippo = (orderId: number) => ({ orderId, actor: "shippo", by: "provider" as const });
const label = { labelId: 7, carrier: "USPS", trackingNumber: "9400111" };

type Mail = { template: AppJobs["order-mail"]["template"]; labelId?: number };
type Row = Pick<NewActivity, "kind" | "action" | "summary">;

/**
 * One event of each type (two for those whose subscriber looks at the
 * values, and a provider's beside an admin's), the mail its subscribers
 * queue and the activity row they write ("{id}": the order's): an admin's
 * change writes one, a provider's none.
 */
const CASES: [string, (orderId: number) => DomainEvent, Mail | null, Row | null][] = [
  [
    "order.status_changed to in_progress",
    (id) => ({ ...about(id), type: "order.status_changed", from: "pending", to: "in_progress" }),
    // The mail follows the receipt the move makes (order.received), not the status.
    null,
    { kind: "orders", action: "status changed", summary: "Order #{id}: Status: In Progress" },
  ],
  [
    "order.received",
    (id) => ({ ...about(id), type: "order.received", receivedAt: new Date("2026-12-01T15:00:00Z"), promisedBy: "2026-12-04" }),
    { template: "head-received" },
    { kind: "orders", action: "head received", summary: "Order #{id}: head received, promised by 2026-12-04" },
  ],
  [
    "order.received by a carrier's scan",
    (id) => ({ ...fromShippo(id), type: "order.received", receivedAt: new Date("2026-12-01T15:00:00Z"), promisedBy: "2026-12-04" }),
    { template: "head-received" },
    null,
  ],
  [
    "order.promise_moved",
    (id) => ({ ...about(id), type: "order.promise_moved", from: "2026-12-04", to: "2026-12-07" }),
    null,
    { kind: "orders", action: "promise moved", summary: "Order #{id}: promise moved to 2026-12-07" },
  ],
  [
    "order.status_changed to cancelled",
    (id) => ({ ...about(id), type: "order.status_changed", from: "pending", to: "cancelled" }),
    null,
    { kind: "orders", action: "status changed", summary: "Order #{id}: Status: Cancelled" },
  ],
  ["order.shipped", (id) => ({ ...about(id), type: "order.shipped", trackingNumber: "9400111" }), { template: "shipped" }, null],
  [
    "order.shipping_updated",
    (id) => ({ ...about(id), type: "order.shipping_updated", update: { trackingNumber: "9400111", status: "shipped", expectedStatus: "in_progress" } }),
    null,
    { kind: "orders", action: "shipping updated", summary: "Order #{id}: tracking number “9400111”, status Shipped, expected status In Progress" },
  ],
  [
    "order.price_set",
    (id) => ({ ...about(id), type: "order.price_set", from: 4500, to: 6000 }),
    null,
    { kind: "payments", action: "price set", summary: "Order #{id}: price $60.00" },
  ],
  [
    "order.note_added",
    (id) => ({ ...about(id), type: "order.note_added", text: "Deeper pocket" }),
    null,
    { kind: "orders", action: "note added", summary: "Order #{id}: note “Deeper pocket”" },
  ],
  [
    "payment.recorded as paid",
    (id) => ({ ...about(id), type: "payment.recorded", from: "unpaid", to: "paid", amountPaid: 4500 }),
    { template: "payment-received" },
    { kind: "payments", action: "payment updated", summary: "Order #{id}: Payment: Paid, $45.00" },
  ],
  [
    "payment.recorded as paid by Stripe",
    (id) => ({ ...fromStripe(id), type: "payment.recorded", from: "unpaid", to: "paid", amountPaid: 4500 }),
    { template: "payment-received" },
    null,
  ],
  [
    "payment.recorded as unpaid",
    (id) => ({ ...about(id), type: "payment.recorded", from: "paid", to: "unpaid", amountPaid: null }),
    null,
    { kind: "payments", action: "payment updated", summary: "Order #{id}: Payment: Unpaid" },
  ],
  [
    "payment.recorded as refunded",
    (id) => ({ ...about(id), type: "payment.recorded", from: "paid", to: "refunded", amountPaid: 4500 }),
    null,
    { kind: "payments", action: "payment updated", summary: "Order #{id}: Payment: Refunded, $45.00" },
  ],
  [
    "label.created for a return label",
    (id) => ({ ...about(id), ...label, type: "label.created", kind: "return", testLabel: false }),
    { template: "return-label", labelId: 7 },
    { kind: "labels", action: "label created", summary: "Order #{id}: return label USPS 9400111" },
  ],
  [
    "label.created for an outbound test label",
    (id) => ({ ...about(id), ...label, type: "label.created", kind: "outbound", testLabel: true }),
    null,
    { kind: "labels", action: "label created", summary: "Order #{id}: outbound label USPS 9400111 (test labels)" },
  ],
  [
    "label.voided",
    (id) => ({ ...about(id), ...label, type: "label.voided", kind: "return" }),
    null,
    { kind: "labels", action: "label voided", summary: "Order #{id}: voided return label USPS 9400111" },
  ],
  ["label.tracking_updated", (id) => ({ ...fromShippo(id), ...label, type: "label.tracking_updated", kind: "return", from: null, to: "TRANSIT" }), null, null],
];

/** Changes that record several events: the first names the change, so one row describes it ("{id}": the order's). */
const CHANGES: [string, (orderId: number) => DomainEvent[], Row][] = [
  [
    "labels made together, which ship the order",
    (id) => [
      { ...about(id), ...label, type: "label.created", kind: "return", testLabel: true },
      { ...about(id), ...label, labelId: 8, trackingNumber: "9400222", type: "label.created", kind: "outbound", testLabel: true },
      { ...about(id), type: "order.status_changed", from: "in_progress", to: "shipped" },
      { ...about(id), type: "order.shipped", trackingNumber: "9400222" },
    ],
    { kind: "labels", action: "label created", summary: "Order #{id}: return label USPS 9400111, outbound label USPS 9400222 (test labels)" },
  ],
  [
    "a price the payment status follows",
    (id) => [
      { ...about(id), type: "order.price_set", from: 4500, to: 3000 },
      { ...about(id), type: "payment.recorded", from: "partially_paid", to: "paid", amountPaid: 3000 },
    ],
    { kind: "payments", action: "price set", summary: "Order #{id}: price $30.00" },
  ],
  [
    "a tracking number typed in, which ships the order",
    (id) => [
      { ...about(id), type: "order.shipping_updated", update: { trackingNumber: "9400111" } },
      { ...about(id), type: "order.status_changed", from: "in_progress", to: "shipped" },
      { ...about(id), type: "order.shipped", trackingNumber: "9400111" },
    ],
    { kind: "orders", action: "shipping updated", summary: "Order #{id}: tracking number “9400111”" },
  ],
  [
    "a label voided, which un-ships the order",
    (id) => [
      { ...about(id), ...label, type: "label.voided", kind: "outbound" },
      { ...about(id), type: "order.status_changed", from: "shipped", to: "in_progress" },
    ],
    { kind: "labels", action: "label voided", summary: "Order #{id}: voided outbound label USPS 9400111" },
  ],
];

/** Events as the outbox keeps them: JSON, so a time reads back as its ISO text. */
const asStored = (events: readonly unknown[]): unknown => JSON.parse(JSON.stringify(events));

const rowOf = (orderId: number, row: Row) => ({ actor: "owner", recordId: String(orderId), ...row, summary: row.summary.replace("{id}", String(orderId)) });

/**
 * The outbox and its subscribers: every event a change records is written
 * in the change's transaction, with its subscribers' effects (an order-mail
 * job and its `mail_queued` event, an activity row); a change that rolls
 * back leaves none of them.
 */
export function outboxContract(open: FreshFactory<OutboxSubject>) {
  const subject = useFresh(open);

  const change = (orderId: number, events: readonly DomainEvent[], fail = false) =>
    subject().updates.inTransaction(
      async (unit) => {
        await unit.lockOrder(orderId);
        unit.record(...events);
        if (fail) throw new Error("after the change");
      },
      { siteOrigin: ORIGIN },
    );

  describe("events and their subscribers, in the change's transaction", () => {
    for (const [name, eventOf, mail, row] of CASES) {
      it(`${name}: written with the change, ${mail ? `the ${mail.template} mail queued` : "no mail"} once it commits`, async () => {
        const id = await subject().newOrder();
        const event = eventOf(id);
        await change(id, [event]);
        expect(asStored(await subject().outbox())).toEqual(asStored([event]));
        expect(await subject().mailJobs(id)).toEqual(mail ? [{ orderId: id, siteOrigin: ORIGIN, ...mail }] : []);
        const timeline = (await subject().timeline(id)).map(({ type, actor, data }) => ({ type, actor, data }));
        expect(timeline).toEqual(mail ? [{ type: "mail_queued", actor: "system", data: { ...mail, recipient: "customer", jobId: expect.any(String) } }] : []);
        expect(await subject().activity()).toEqual(row ? [rowOf(id, row)] : []);
      });

      it(`${name}: nothing, no job, no timeline or activity row when the change rolls back`, async () => {
        const id = await subject().newOrder();
        await expect(change(id, [eventOf(id)], true)).rejects.toThrow("after the change");
        expect(await subject().outbox()).toEqual([]);
        expect(await subject().mailJobs(id)).toEqual([]);
        expect(await subject().timeline(id)).toEqual([]);
        expect(await subject().activity()).toEqual([]);
      });
    }

    for (const [name, eventsOf, row] of CHANGES) {
      it(`${name}: one activity row for the change, none when it rolls back`, async () => {
        const id = await subject().newOrder();
        await expect(change(id, eventsOf(id), true)).rejects.toThrow("after the change");
        expect(await subject().activity()).toEqual([]);
        await change(id, eventsOf(id));
        expect(asStored(await subject().outbox())).toEqual(asStored(eventsOf(id)));
        expect(await subject().activity()).toEqual([rowOf(id, row)]);
      });
    }

    it("queues a template once per order, however often its event comes; the configured origin when the change names none", async () => {
      const id = await subject().newOrder();
      const paid: DomainEvent = { ...about(id), type: "payment.recorded", from: "unpaid", to: "paid", amountPaid: 4500 };
      await subject().updates.inTransaction(async (unit) => {
        await unit.lockOrder(id);
        unit.record(paid);
      });
      await change(id, [paid, { ...paid, from: "partially_paid" }]);
      const jobs = await subject().mailJobs(id);
      expect(jobs).toEqual([{ orderId: id, template: "payment-received", siteOrigin: expect.any(String) }]);
      expect(jobs[0]!.siteOrigin).not.toBe(ORIGIN);
      expect(await subject().outbox()).toHaveLength(3);
    });

    it("writes nothing for a change that records nothing", async () => {
      const id = await subject().newOrder();
      await change(id, []);
      expect(await subject().outbox()).toEqual([]);
      expect(await subject().mailJobs(id)).toEqual([]);
    });
  });
}
