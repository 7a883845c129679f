import { describe, expect, it } from "vitest";
import { byAdmin } from "../events/changed-by.ts";
import type { Order } from "../orders/order.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";
import { confirmPayment } from "../orders/confirm-payment.ts";
import { orderFormSchema } from "../orders/order-form.ts";
import { placeOrder } from "../orders/place-order.ts";
import { setPaymentStatus } from "../orders/set-payment-status.ts";
import { createLabels } from "../shipping/create-label.ts";
import { updateShipping } from "../shipping/update-shipping.ts";
import { voidLabel } from "../shipping/void-label.ts";
import { FakeCarrier, InMemoryLabelFiles, InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { contactMailKey, orderMailKey } from "./order-mail-triggers.ts";
import { orderChangeEvents } from "../events/order-change-events.ts";
import { paymentRecorded } from "../events/payment-recorded.ts";
import { orderMailSubscribers } from "../events/subscribers/order-mail-subscribers.ts";
import type { AppJobs } from "../jobs/app-jobs.ts";
import { InMemoryJobQueue } from "../testing/in-memory-job-queue.ts";
import { emptyShelf, inMemoryMaterialSteps } from "../testing/in-memory-shelf.ts";

const now = new Date("2026-05-01T09:00:00Z");
const clock = { now: () => now };

const order = (fields: Partial<Order> = {}): Order =>
  ({
    id: 1,
    status: "pending",
    paymentStatus: "unpaid",
    trackingNumber: null,
    outboundTrackingNumber: null,
    receivedAt: null,
    promisedBy: null,
    ...fields,
  }) as Order;

/** The mails the subscribers queue for the events of a change from one order to the other (none queued before). */
async function mailsForChange(before: Order, after: Order): Promise<string[]> {
  const queue = new InMemoryJobQueue<AppJobs>();
  const staged = queue.staged();
  const effects = {
    jobs: staged.jobs,
    siteOrigin: "http://shop.test",
    appendEvents: async () => [],
    queuedOrderMails: async () => [],
    recordActivity: async () => {},
    order: async () => null,
    ...inMemoryMaterialSteps(emptyShelf()),
  };
  const events = orderChangeEvents(before, after, byAdmin("owner"));
  if (after.receivedAt && !before.receivedAt)
    events.push({ type: "order.received", orderId: after.id, ...byAdmin("owner"), receivedAt: after.receivedAt, promisedBy: after.promisedBy! });
  if (after.paymentStatus !== before.paymentStatus) events.unshift(paymentRecorded(before, { paymentStatus: after.paymentStatus }, byAdmin("owner")));
  for (const subscriber of orderMailSubscribers) for (const event of events) await subscriber(event, effects, events);
  staged.commit();
  return [...queue.store.jobs.values()].map((job) => String(job.payload.template));
}

describe("which mail a change calls for", () => {
  it.each([
    ["becoming paid", {}, { paymentStatus: "paid" }, ["payment-received"]],
    ["staying paid", { paymentStatus: "paid" }, { paymentStatus: "paid" }, []],
    ["being refunded", { paymentStatus: "paid" }, { paymentStatus: "refunded" }, []],
    // The mail follows the receipt (order.received), which a move to in progress makes; not the status itself.
    ["in progress alone", {}, { status: "in_progress" }, []],
    ["the head received", {}, { receivedAt: now, promisedBy: "2026-05-06" }, ["head-received"]],
    ["the head received by the move to in progress", {}, { status: "in_progress", receivedAt: now, promisedBy: "2026-05-06" }, ["head-received"]],
    ["received before", { receivedAt: now }, { receivedAt: now, status: "in_progress" }, []],
    ["staying in progress", { status: "in_progress" }, { status: "in_progress" }, []],
    ["shipped with a tracking number at once", {}, { status: "shipped", trackingNumber: "9400" }, ["shipped"]],
    ["shipped with an outbound label", { status: "in_progress" }, { status: "shipped", outboundTrackingNumber: "1Z" }, ["shipped"]],
    ["shipped without a tracking number", {}, { status: "shipped" }, []],
    ["a tracking number added once shipped", { status: "shipped" }, { status: "shipped", trackingNumber: "9400" }, ["shipped"]],
    ["a blank tracking number", {}, { status: "shipped", trackingNumber: "  " }, []],
    ["a tracking number changed while shipped", { status: "shipped", trackingNumber: "A" }, { status: "shipped", trackingNumber: "B" }, []],
    ["a tracking number while still pending", {}, { trackingNumber: "9400" }, []],
    ["completed", { status: "shipped", trackingNumber: "A" }, { status: "completed", trackingNumber: "A" }, []],
    [
      "paid and received together",
      {},
      { paymentStatus: "paid", status: "in_progress", receivedAt: now, promisedBy: "2026-05-06" },
      ["payment-received", "head-received"],
    ],
  ] as const)("%s", async (_, before, after, mails) => {
    const from = order(before as Partial<Order>);
    expect(await mailsForChange(from, { ...from, ...(after as Partial<Order>) })).toEqual(mails);
  });

  it("names each message once: per order and template, per contact message", () => {
    expect(orderMailKey(12, "order-received")).toBe("order:12:order-received");
    expect(orderMailKey(12, "shipped")).toBe("order:12:shipped");
    // A return label is mailed once per order and label.
    expect(orderMailKey(12, "return-label", 7)).toBe("order:12:return-label:7");
    expect(contactMailKey(7)).toBe("contact:7:owner-new-contact");
  });
});

async function placed(store = new InMemoryOrderStore(() => now, undefined, "http://configured.example")) {
  store.services = [{ name: "Mesh Pocket", price: 4500 }];
  const result = await placeOrder({ intake: store, clock })({ form: orderFormSchema.parse(validOrderForm()), siteOrigin: "https://shop.example" });
  if (!result.ok) throw new Error("no order");
  const id = result.value.body.id;
  const jobs = () => [...store.jobs.store.jobs.values()].map((job) => job.payload);
  const queuedEvents = () => store.tables.events.filter((event) => event.orderId === id && event.type === "mail_queued").map((event) => event.data.template);
  return { store, id, jobs, queuedEvents };
}

describe("queueing the mails with the change", () => {
  it("queues the intake's two mails with the order, their links on the origin it came in on", async () => {
    const { id, jobs, queuedEvents, store } = await placed();
    expect(jobs()).toEqual([
      { orderId: id, template: "order-received", siteOrigin: "https://shop.example" },
      { orderId: id, template: "owner-new-order", siteOrigin: "https://shop.example" },
    ]);
    expect(queuedEvents()).toEqual(["order-received", "owner-new-order"]);
    // The job ids in the events are the stored jobs'.
    const ids = store.tables.events.filter((event) => event.type === "mail_queued").map((event) => event.data.jobId);
    expect(ids).toEqual([...store.jobs.store.jobs.keys()]);
  });

  it("queues nothing for a bot's order, and nothing when the intake fails", async () => {
    const store = new InMemoryOrderStore(() => now);
    await placeOrder({ intake: store, clock })({ form: orderFormSchema.parse(validOrderForm({ website: "spam" })) });
    store.failNextIntakeWrite = true;
    await expect(placeOrder({ intake: store, clock })({ form: orderFormSchema.parse(validOrderForm()) })).rejects.toThrow("intake write failed");
    expect(store.jobs.store.jobs.size).toBe(0);
    expect(store.tables.events).toEqual([]);
  });

  it("queues each change's mail whichever use case made it, once per order even when the status goes back and forth", async () => {
    const { store, id, jobs, queuedEvents } = await placed();
    const status = changeOrderStatus({ updates: store.updates });
    await status({ id, status: "in_progress", actor: "owner", siteOrigin: "https://admin.example" });
    await status({ id, status: "pending", actor: "owner" });
    await status({ id, status: "in_progress", actor: "owner" });
    await confirmPayment({ updates: store.updates, clock })({
      kind: "paid",
      provider: "stripe",
      eventId: "evt_1",
      orderReference: String(id),
      amount: 4500,
      currency: "usd",
    });
    await setPaymentStatus({ updates: store.updates, clock })({ id, update: { paymentStatus: "unpaid" }, actor: "owner" });
    await setPaymentStatus({ updates: store.updates, clock })({ id, update: { paymentStatus: "paid" }, actor: "owner" });
    await status({ id, status: "shipped", actor: "owner" });
    expect(queuedEvents()).toEqual(["order-received", "owner-new-order", "head-received", "payment-received"]);
    await updateShipping({ updates: store.updates })({ id, update: { trackingNumber: "9400111" }, actor: "owner" });
    expect(queuedEvents()).toEqual(["order-received", "owner-new-order", "head-received", "payment-received", "shipped"]);
    expect(jobs().slice(2)).toEqual([
      // The origin the change's request named, else the one configured.
      { orderId: id, template: "head-received", siteOrigin: "https://admin.example" },
      { orderId: id, template: "payment-received", siteOrigin: "http://configured.example" },
      { orderId: id, template: "shipped", siteOrigin: "http://configured.example" },
    ]);
  });

  it("queues nothing when the change rolls back", async () => {
    const { store, id, queuedEvents } = await placed();
    await expect(
      store.updates.inTransaction(async (unit) => {
        await unit.lockOrder(id);
        await unit.updateOrder(id, { status: "in_progress" });
        throw new Error("after the change");
      }),
    ).rejects.toThrow("after the change");
    expect(queuedEvents()).toEqual(["order-received", "owner-new-order"]);
    expect(store.jobs.store.jobs.size).toBe(2);
  });
});

describe("mailing the return label with the label", () => {
  const business = { name: "Crease Co.", lines: ["1 Shop St", "Baltimore, MD 21201"] };
  const labelsFor = (store: InMemoryOrderStore, carrier = new FakeCarrier()) =>
    createLabels({
      orders: store,
      updates: store.updates,
      carrier,
      files: new InMemoryLabelFiles(),
      sender: async () => business,
    });
  const queued = (store: InMemoryOrderStore, id: number) =>
    store.tables.events.filter((event) => event.orderId === id && event.type === "mail_queued").map((event) => event.data);

  it("queues the customer's return-label mail in the labels' transaction, after their events, for dual labels and a single return label", async () => {
    const { store, id, jobs } = await placed();
    const dual = await labelsFor(store)({ orderId: id, kinds: ["return", "outbound"], actor: "owner", siteOrigin: "https://admin.example" });
    if (!dual.ok) throw new Error(dual.error.message);
    const returnId = dual.value.labels[0]!.id;
    expect(jobs().slice(2)).toEqual([{ orderId: id, template: "return-label", siteOrigin: "https://admin.example", labelId: returnId }]);
    const types = store.tables.events.filter((event) => event.orderId === id).map((event) => event.type);
    expect(types.slice(-3)).toEqual(["label_created", "label_created", "mail_queued"]);
    expect(queued(store, id).at(-1)).toEqual({ template: "return-label", recipient: "customer", jobId: expect.any(String), labelId: returnId });

    // The outbound label alone mails no return label; a single return label does, once more for the new label.
    const { store: other, id: otherId, jobs: otherJobs } = await placed();
    await labelsFor(other)({ orderId: otherId, kinds: ["outbound"], actor: "owner" });
    expect(otherJobs().map((job) => job.template)).toEqual(["order-received", "owner-new-order", "shipped"]);
    const single = await labelsFor(other)({ orderId: otherId, kinds: ["return"], actor: "owner" });
    if (!single.ok) throw new Error(single.error.message);
    expect(otherJobs().at(-1)).toEqual({
      orderId: otherId,
      template: "return-label",
      siteOrigin: "http://configured.example",
      labelId: single.value.labels[0]!.id,
    });
  });

  it("mails a voided label's replacement under its own key, and the void itself queues nothing", async () => {
    const { store, id, jobs } = await placed();
    const carrier = new FakeCarrier();
    const first = await labelsFor(store, carrier)({ orderId: id, kinds: ["return"], actor: "owner" });
    if (!first.ok) throw new Error(first.error.message);
    const voided = await voidLabel({ orders: store, updates: store.updates, carrier: async () => carrier, clock })({
      labelId: first.value.labels[0]!.id,
      actor: "owner",
    });
    expect(voided.ok).toBe(true);
    expect(jobs()).toHaveLength(3);
    const second = await labelsFor(store, carrier)({ orderId: id, kinds: ["return"], actor: "owner" });
    if (!second.ok) throw new Error(second.error.message);
    const labelIds = jobs()
      .filter((job) => job.template === "return-label")
      .map((job) => job.labelId as number);
    expect(labelIds).toEqual([first.value.labels[0]!.id, second.value.labels[0]!.id]);
    expect(new Set(labelIds.map((labelId) => orderMailKey(id, "return-label", labelId))).size).toBe(2);
  });

  it("queues nothing when storing the labels fails", async () => {
    const { store, id, jobs } = await placed();
    store.failNextRecord = true;
    const result = await labelsFor(store)({ orderId: id, kinds: ["return", "outbound"], actor: "owner" });
    expect(result.ok).toBe(false);
    expect(jobs()).toHaveLength(2);
    expect(queued(store, id).map((data) => data.template)).toEqual(["order-received", "owner-new-order"]);
  });
});
