import { describe, expect, it } from "vitest";
import type { PricedService } from "../../orders/order-amount.ts";
import { NEED_STRINGS, orderFormSchema } from "../../orders/order-form.ts";
import type { PaymentSetting } from "../../orders/payment-link.ts";
import { EMPTY_POCKET, pocketDetailsSchema } from "../../orders/pocket-details.ts";
import { IDEMPOTENCY_KEY_REUSED, placeOrder } from "../../orders/place-order.ts";
import { changeOrderStatus } from "../../orders/change-order-status.ts";
import { confirmPayment } from "../../orders/confirm-payment.ts";
import { setOrderPrice } from "../../orders/set-order-price.ts";
import { isTrackingToken } from "../../orders/tracking-token.ts";
import type { Clock } from "../../ports/clock.port.ts";
import type { CustomerProfile, OrderIntake } from "../../ports/order-intake.port.ts";
import type { OrderRepository } from "../../ports/order-repository.port.ts";
import type { OrderChanges, OrderUpdates } from "../../ports/order-updates.port.ts";
import { updateShipping } from "../../shipping/update-shipping.ts";
import { validOrderForm } from "../order-form-fixture.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

export type StoredCustomer = CustomerProfile & { id: number; totalOrders: number; lastOrderDate: Date | null };
export type StoredSubscriber = { email: string; name: string | null; subscribed: boolean };

/** The order intake and the orders, with what a test needs to arrange and observe around them. */
export type OrdersSubject = {
  intake: OrderIntake;
  orders: OrderRepository;
  updates: OrderUpdates;
  /** Arrange: the services and payment links the intake prices orders with. */
  offer(services: PricedService[], paymentSettings: PaymentSetting[]): Promise<void>;
  /** Observe: the customers stored under the address, in any case. */
  customers(email: string): Promise<StoredCustomer[]>;
  /** Observe: the subscribers stored under the address, in any case. */
  subscribers(email: string): Promise<StoredSubscriber[]>;
  /** Arrange: the address unsubscribes (as an unsubscribe link would do). */
  unsubscribe(email: string): Promise<void>;
  /** Arrange: the next intake's write fails after its order is written and before its events are (as a full disk would). */
  failNextIntakeWrite(): Promise<void>;
};

const now = new Date("2026-02-01T10:00:00Z");
const clock: Clock = { now: () => now };
const form = (overrides: Record<string, unknown> = {}) => orderFormSchema.parse(validOrderForm(overrides));

/**
 * Orders as the intake stores them and the back office reads them, run
 * against the in-memory store and the Postgres adapters alike. The shipping
 * search is SQL in one and a filter in the other: the table of searches here
 * is what both must answer.
 */
export function ordersContract(open: FreshFactory<OrdersSubject>): void {
  describe("orders port contract", () => {
    const subject = useFresh(open);
    const place = (overrides: Record<string, unknown> = {}, idempotencyKey?: string) =>
      placeOrder({ intake: subject().intake, clock })({ form: form(overrides), idempotencyKey });
    const placed = async (overrides: Record<string, unknown> = {}, idempotencyKey?: string) => {
      const result = await place(overrides, idempotencyKey);
      if (!result.ok) throw new Error(result.error.message);
      return result.value.body.id;
    };
    /** Arrange: sets columns directly, as a use case's unit would. */
    const change = (id: number, changes: OrderChanges) => subject().updates.inTransaction((unit) => unit.updateOrder(id, changes));
    const ids = async (query: Parameters<OrderRepository["list"]>[0]) => (await subject().orders.list(query)).map((order) => order.id);
    const offerMesh = () =>
      subject().offer(
        [
          { name: "Mesh Pocket", price: 4500 },
          { name: "Traditional Pocket", price: 6000 },
        ],
        [{ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount={amount}" }],
      );

    describe("intake", () => {
      it("stores the derived order with the computed amount and answers the payment link", async () => {
        await offerMesh();
        const result = await place({ stringOption: NEED_STRINGS, customerEmail: "first@example.com" });
        expect(result).toEqual({
          ok: true,
          value: {
            status: 201,
            replayed: false,
            body: { id: expect.any(Number), paymentUrl: "https://pay.example/mesh?amount=56.99", statusPath: expect.stringMatching(/^\/track\/[0-9a-f]{64}$/) },
          },
        });
        const order = await subject().orders.findById(result.ok ? result.value.body.id : 0);
        expect(order).toMatchObject({
          customerName: "Casey Jones",
          customerEmail: "first@example.com",
          serviceName: "Mesh Pocket",
          servicePrice: 5699,
          status: "pending",
          meshColor: null,
          stringColor: null,
          trackingNumber: null,
          shippingLabelUrl: null,
          returnLabelUrl: null,
          outboundLabelUrl: null,
          timeToDelivery: null,
          shippingInfo: {
            address: "12 Main St",
            city: "Springfield",
            state: "IL",
            zip: "62701",
            country: "United States",
            phone: "555-0100",
            contactPreference: "Email",
          },
        });
        expect(order?.additionalRequests).toContain("Head Type: STX Surgeon 1000");
        expect(order?.createdAt).toBeInstanceOf(Date);
        expect(order?.updatedAt).toBeInstanceOf(Date);
        expect(await place({ serviceType: "Unconfigured" })).toMatchObject({ ok: true, value: { body: { paymentUrl: null } } });
      });

      it("upserts the customer by e-mail ignoring case, counting orders and filling preferences", async () => {
        const a = await placed({ customerEmail: "repeat@example.com", position: "Goalie" });
        const b = await placed({ customerEmail: "Repeat@Example.com", pocketPreference: "Low Pocket", shippingCity: "Chicago" });
        const rows = await subject().customers("repeat@example.com");
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          email: "repeat@example.com",
          name: "Casey Jones",
          totalOrders: 2,
          position: "Attack",
          preferredPocket: "Low Pocket",
          preferredMesh: "Providing my own mesh",
          preferredThread: "Providing my own strings",
          shippingCity: "Chicago",
          shippingCountry: "United States",
          lastOrderDate: now,
        });
        expect((await subject().orders.findById(a))?.customerId).toBe(rows[0]?.id);
        expect((await subject().orders.findById(b))?.customerEmail).toBe("Repeat@Example.com");
        expect((await subject().orders.listByCustomer(rows[0]!.id))?.map((order) => order.id)).toEqual([b, a]);
        expect(await subject().orders.listByCustomer(999_999)).toBeNull();
      });

      it("counts concurrent orders of one customer once each", async () => {
        await Promise.all([1, 2, 3].map(() => placed({ customerEmail: "busy@example.com" })));
        expect((await subject().customers("busy@example.com")).map((row) => row.totalOrders)).toEqual([3]);
      });

      it("subscribes on opt-in only, never re-subscribing an address that unsubscribed", async () => {
        await placed({ customerEmail: "quiet@example.com" });
        expect(await subject().subscribers("quiet@example.com")).toEqual([]);
        await placed({ customerEmail: "news@example.com", emailOptIn: true });
        expect(await subject().subscribers("news@example.com")).toEqual([{ email: "news@example.com", subscribed: true, name: "Casey Jones" }]);
        await subject().unsubscribe("news@example.com");
        await placed({ customerEmail: "NEWS@example.com", emailOptIn: true, firstName: "Other" });
        expect(await subject().subscribers("news@example.com")).toEqual([{ email: "news@example.com", subscribed: false, name: "Casey Jones" }]);
      });

      it("replays a retried Idempotency-Key, also concurrently, and refuses it for another order", async () => {
        const results = await Promise.all([1, 2, 3, 4].map(() => place({ customerEmail: "idem@example.com" }, "key-concurrent")));
        const answers = results.map((result) => (result.ok ? result.value : null));
        expect(new Set(answers.map((answer) => answer?.body.id)).size).toBe(1);
        expect(answers.filter((answer) => answer && !answer.replayed)).toHaveLength(1);
        expect(answers.every((answer) => answer?.status === 201)).toBe(true);
        expect(await subject().orders.list({})).toHaveLength(1);
        expect(await place({ customerEmail: "idem@example.com" }, "key-concurrent")).toEqual({
          ok: true,
          value: { status: 201, body: answers[0]!.body, replayed: true },
        });
        expect((await subject().customers("idem@example.com"))[0]?.totalOrders).toBe(1);
        expect(await place({ customerEmail: "idem@example.com", headColor: "Neon" }, "key-concurrent")).toEqual({
          ok: false,
          error: { kind: "conflict", message: IDEMPOTENCY_KEY_REUSED },
        });
      });

      it("rolls the whole intake back when a step fails, key included", async () => {
        await subject().failNextIntakeWrite();
        await expect(place({ customerEmail: "rollback@example.com", emailOptIn: true }, "key-rollback")).rejects.toThrow();
        expect(await subject().customers("rollback@example.com")).toEqual([]);
        expect(await subject().subscribers("rollback@example.com")).toEqual([]);
        expect(await subject().orders.list({})).toEqual([]);
        expect(await placed({ customerEmail: "rollback@example.com" }, "key-rollback")).toEqual(expect.any(Number));
      });

      it("answers a filled honeypot with the id the next order gets, and stores nothing", async () => {
        await offerMesh();
        const real = await placed();
        const decoy = await place({ website: "https://spam.example", emailOptIn: true, customerEmail: "bot@example.com" }, "bot-key");
        expect(decoy).toEqual({
          ok: true,
          value: {
            status: 201,
            replayed: false,
            body: { id: expect.any(Number), paymentUrl: "https://pay.example/mesh?amount=45.00", statusPath: expect.stringMatching(/^\/track\/[0-9a-f]{64}$/) },
          },
        });
        const decoyId = decoy.ok ? decoy.value.body.id : 0;
        expect(decoyId).toBeGreaterThan(real);
        expect(await subject().customers("bot@example.com")).toEqual([]);
        expect(await subject().subscribers("bot@example.com")).toEqual([]);
        expect(await ids({})).toEqual([real]);
        expect(await placed({}, "bot-key")).toBeGreaterThan(real);
      });
    });

    describe("back office", () => {
      it("lists newest first, pages, filters shipped, unshipped and status, and counts by status", async () => {
        const made: number[] = [];
        for (let index = 0; index < 5; index++) made.push(await placed({ customerEmail: `list${index}@example.com` }));
        await change(made[0]!, { status: "shipped" });
        await change(made[1]!, { status: "completed" });
        await change(made[2]!, { status: "cancelled" });
        await change(made[3]!, { status: "in_progress" });
        const newestFirst = [...made].reverse();
        expect(await ids({})).toEqual(newestFirst);
        expect(await ids({ limit: 2, offset: 1 })).toEqual(newestFirst.slice(1, 3));
        expect(await ids({ offset: 4 })).toEqual([made[0]]);
        expect(await ids({ shipped: true })).toEqual([made[1], made[0]]);
        expect(await ids({ shipped: false })).toEqual([made[4], made[3]]);
        expect(await ids({ status: "cancelled" })).toEqual([made[2]]);
        expect(await ids({ status: "pending", shipped: false })).toEqual([made[4]]);
        expect(await subject().orders.countByStatus()).toEqual({ pending: 1, in_progress: 1, shipped: 1, completed: 1, cancelled: 1, total: 5, unpaid: 5 });
      });

      it("sorts by number, date, name (ignoring case) and total either way, ties by id, paging without overlap", async () => {
        const made = [
          await placed({ firstName: "bob", lastName: "Stone", customerEmail: "sort0@example.com" }),
          await placed({ firstName: "Alice", lastName: "Reed", customerEmail: "sort1@example.com" }),
          await placed({ firstName: "Zoe", lastName: "Marsh", customerEmail: "sort2@example.com" }),
          await placed({ firstName: "alice", lastName: "reed", customerEmail: "sort3@example.com" }),
        ] as const;
        const [bob, alice, zoe, alice2] = made;
        await change(bob, { servicePrice: 6000 });
        await change(alice, { servicePrice: 4500 });
        await change(zoe, { servicePrice: 9900 });
        await change(alice2, { servicePrice: 4500 });
        expect(await ids({ sort: "id", direction: "asc" })).toEqual([bob, alice, zoe, alice2]);
        expect(await ids({ sort: "id" })).toEqual([alice2, zoe, alice, bob]);
        // One clock: every order has the same time, so the id decides.
        expect(await ids({ sort: "createdAt", direction: "asc" })).toEqual([bob, alice, zoe, alice2]);
        expect(await ids({ direction: "asc" })).toEqual([bob, alice, zoe, alice2]);
        expect(await ids({ sort: "customerName" })).toEqual([alice, alice2, bob, zoe]);
        expect(await ids({ sort: "customerName", direction: "desc" })).toEqual([zoe, bob, alice2, alice]);
        expect(await ids({ sort: "total", direction: "asc" })).toEqual([alice, alice2, bob, zoe]);
        expect(await ids({ sort: "total" })).toEqual([zoe, bob, alice2, alice]);
        const pages = [...(await ids({ sort: "total", limit: 2 })), ...(await ids({ sort: "total", limit: 2, offset: 2 }))];
        expect(pages).toEqual([zoe, bob, alice2, alice]);
        expect(await ids({ sort: "customerName", q: "alice", limit: 1, offset: 1 })).toEqual([alice2]);
      });

      it("updates, records labels and deletes, in a unit that locks the order; null or false for unknown orders", async () => {
        const id = await placed({ customerEmail: "labels@example.com" });
        const before = await subject().orders.findById(id);
        const updated = await change(id, { status: "in_progress", trackingNumber: "T1" });
        expect(updated).toMatchObject({ id, status: "in_progress", trackingNumber: "T1", customerName: "Casey Jones" });
        expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
        expect(before?.status).toBe("pending");
        const labelIds = await subject().updates.inTransaction(async (unit) => {
          expect(await unit.lockOrder(id)).toMatchObject({ id, status: "in_progress" });
          expect(await unit.lockOrder(999_999)).toBeNull();
          await unit.updateOrder(id, { returnTrackingNumber: "R1", returnLabelUrl: "/r.pdf", outboundTrackingNumber: "O1", outboundLabelUrl: "/o.pdf" });
          return unit.insertLabels(id, [
            { kind: "return", carrier: "USPS", trackingNumber: "R1", labelUrl: "/r.pdf", rate: 0 },
            { kind: "outbound", carrier: "USPS", trackingNumber: "O1", labelUrl: "/o.pdf", rate: 725 },
          ]);
        });
        expect(labelIds).toHaveLength(2);
        expect(new Set(labelIds).size).toBe(2);
        expect(await subject().orders.findById(id)).toMatchObject({ status: "in_progress", returnTrackingNumber: "R1", outboundLabelUrl: "/o.pdf" });
        expect(await subject().orders.labels(id)).toMatchObject([
          { kind: "return", carrier: "USPS", trackingNumber: "R1", labelUrl: "/r.pdf", rate: 0 },
          { kind: "outbound", carrier: "USPS", trackingNumber: "O1", labelUrl: "/o.pdf", rate: 725 },
        ]);
        expect(await subject().orders.delete(id)).toBe(true);
        expect(await subject().orders.delete(id)).toBe(false);
        expect(await subject().orders.findById(id)).toBeNull();
        expect(await subject().orders.labels(id)).toEqual([]);
        expect(await subject().orders.events(id)).toBeNull();
      });
    });

    describe("the receipt and the promise", () => {
      it("keeps receivedAt and promisedBy, and counts open orders promised per day from a date, in a unit", async () => {
        const [a, b, c, d, e] = [await placed(), await placed(), await placed(), await placed(), await placed()];
        const receivedAt = new Date("2026-02-02T15:30:00Z");
        expect(await change(a, { receivedAt, promisedBy: "2026-02-05" })).toMatchObject({ receivedAt, promisedBy: "2026-02-05" });
        expect(await subject().orders.findById(a)).toMatchObject({ receivedAt, promisedBy: "2026-02-05" });
        await change(b, { status: "in_progress", promisedBy: "2026-02-05" });
        await change(c, { status: "shipped", promisedBy: "2026-02-05" });
        await change(d, { promisedBy: "2026-02-06" });
        await change(e, { promisedBy: "2026-02-04" });
        const counts = await subject().updates.inTransaction((unit) => unit.promisedCounts("2026-02-05"));
        expect(Object.fromEntries(counts)).toEqual({ "2026-02-05": 2, "2026-02-06": 1 });
        expect((await subject().orders.findById(e))?.receivedAt).toBeNull();
      });
    });

    describe("the pocket in detail", () => {
      it("keeps the pocket the form says and a change sets, whole, in every read; an order without one reads as empty", async () => {
        const said = { sidewallColor: "Red", shooters: [{ style: "straight", material: "nylon", color: "White" }, { style: "v" }], diamonds: 10 };
        const a = await placed({ pocket: said });
        const b = await placed({ customerEmail: "no.pocket@example.com" });
        const stored = pocketDetailsSchema.parse(said);
        expect((await subject().orders.findById(a))?.pocket).toEqual(stored);
        expect((await subject().orders.findById(b))?.pocket).toEqual(EMPTY_POCKET);
        const completed = pocketDetailsSchema.parse({ ...said, topStringColor: "Black", channel: "slight", whip: "low", meshBrand: "Hero 3.0" });
        expect((await change(b, { pocket: completed }))?.pocket).toEqual(completed);
        const listed = await subject().orders.list({});
        expect(listed.find((order) => order.id === b)?.pocket).toEqual(completed);
        expect(listed.find((order) => order.id === a)?.pocket).toEqual(stored);
        const token = (await subject().orders.findById(b))!.trackingToken;
        expect((await subject().orders.findByTrackingToken(token))?.pocket).toEqual(completed);
      });
    });

    describe("labels a carrier bought", () => {
      it("keeps the purchase's id and tracking page, finds a label by id and by tracking number, and records tracking and voiding", async () => {
        const id = await placed({ customerEmail: "carrier@example.com" });
        const other = await placed({ customerEmail: "other@example.com" });
        const [labelId] = await subject().updates.inTransaction((unit) =>
          unit.insertLabels(id, [
            {
              kind: "return",
              carrier: "USPS",
              trackingNumber: "9400111",
              labelUrl: "/r.pdf",
              rate: 0,
              providerRef: "tx_1",
              trackingUrl: "https://t.example/9400111",
            },
          ]),
        );
        const stored = await subject().orders.findLabel(labelId!);
        expect(stored).toMatchObject({
          id: labelId,
          orderId: id,
          kind: "return",
          providerRef: "tx_1",
          trackingUrl: "https://t.example/9400111",
          trackingStatus: null,
          trackingStatusAt: null,
          voidedAt: null,
        });
        expect(stored!.createdAt).toBeInstanceOf(Date);
        expect(await subject().orders.findLabel(999_999)).toBeNull();
        expect(await subject().orders.findLabelByTrackingNumber("9400111")).toMatchObject({ id: labelId });
        expect(await subject().orders.findLabelByTrackingNumber("9400")).toBeNull();

        const at = new Date("2026-03-01T12:00:00Z");
        await subject().updates.inTransaction(async (unit) => {
          await unit.updateLabel(id, labelId!, { trackingStatus: "DELIVERED", trackingStatusAt: at });
          // Another order's id changes nothing.
          await unit.updateLabel(other, labelId!, { voidedAt: at });
        });
        expect(await subject().orders.labels(id)).toMatchObject([{ id: labelId, trackingStatus: "DELIVERED", trackingStatusAt: at, voidedAt: null }]);
        await subject().updates.inTransaction((unit) => unit.updateLabel(id, labelId!, { voidedAt: at }));
        expect(await subject().orders.findLabel(labelId!)).toMatchObject({ voidedAt: at, trackingStatus: "DELIVERED" });

        // A newer label with the same number (a label bought again) is the one found.
        const [newer] = await subject().updates.inTransaction((unit) =>
          unit.insertLabels(other, [{ kind: "outbound", carrier: "USPS", trackingNumber: "9400111", labelUrl: "/o.pdf", rate: 500 }]),
        );
        expect(await subject().orders.findLabelByTrackingNumber("9400111")).toMatchObject({ id: newer, orderId: other, providerRef: null, trackingUrl: null });
      });
    });

    describe("changes, the timeline and the status page token", () => {
      it("appends several events in one write, numbered and read back in the order given; none is a no-op", async () => {
        const id = await placed({ customerEmail: "batch@example.com" });
        const texts = ["first", "second", "third", "fourth"];
        const appended = await subject().updates.inTransaction(async (unit) => {
          expect(await unit.appendEvents(id, [])).toEqual([]);
          return unit.appendEvents(
            id,
            texts.map((text) => ({ type: "note", actor: "owner", data: { text } })),
          );
        });
        expect(appended.map((event) => event.data.text)).toEqual(texts);
        expect([...appended.map((event) => event.id)].sort((a, b) => a - b)).toEqual(appended.map((event) => event.id));
        const notes = (await subject().orders.events(id))?.filter((event) => event.type === "note");
        expect(notes?.map((event) => event.data.text)).toEqual(texts);
      });

      it("writes the created event with the order, and reads events oldest first; null for an unknown order", async () => {
        const id = await placed({ customerEmail: "timeline@example.com" });
        const appended = await subject().updates.inTransaction(async (unit) => {
          const first = await unit.appendEvent(id, { type: "status_changed", actor: "owner", data: { from: "pending", to: "in_progress" } });
          const second = await unit.appendEvent(id, { type: "note", actor: "owner", data: { text: "ünïcødé <b>", nested: { list: [1, "two", null] } } });
          return [first, second];
        });
        expect(appended[0]).toEqual({
          id: expect.any(Number),
          orderId: id,
          type: "status_changed",
          at: expect.any(Date),
          actor: "owner",
          data: { from: "pending", to: "in_progress" },
        });
        const events = await subject().orders.events(id);
        const queued = { jobId: expect.any(String) };
        expect(events?.map(({ type, actor, data }) => ({ type, actor, data }))).toEqual([
          { type: "created", actor: "customer", data: {} },
          { type: "mail_queued", actor: "system", data: { template: "order-received", recipient: "customer", ...queued } },
          { type: "mail_queued", actor: "system", data: { template: "owner-new-order", recipient: "owner", ...queued } },
          { type: "status_changed", actor: "owner", data: { from: "pending", to: "in_progress" } },
          { type: "note", actor: "owner", data: { text: "ünïcødé <b>", nested: { list: [1, "two", null] } } },
        ]);
        expect(events?.slice(3)).toEqual(appended);
        expect(new Set(events?.map((event) => event.id)).size).toBe(5);
        expect(events?.every((event) => event.orderId === id && event.at instanceof Date)).toBe(true);
        expect(await subject().orders.events(999_999)).toBeNull();
        expect(await subject().orders.events(await placed({ customerEmail: "other@example.com" }))).toHaveLength(3);
      });

      it("appends a lone event after a change that holds the order, in one write; false for an unknown order", async () => {
        const id = await placed({ customerEmail: "lone@example.com" });
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked = () => {};
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const change = subject().updates.inTransaction(async (unit) => {
          await unit.lockOrder(id);
          locked();
          await held;
          await unit.appendEvent(id, { type: "status_changed", actor: "owner", data: { from: "pending", to: "in_progress" } });
        });
        await isLocked;
        const lone = subject().updates.appendToTimeline(id, { type: "mail_sent", actor: "system", data: { template: "order-received" } });
        await new Promise((resolve) => setTimeout(resolve, 50));
        release();
        await change;
        expect(await lone).toBe(true);
        const events = await subject().orders.events(id);
        expect(events?.map((event) => event.type)).toEqual(["created", "mail_queued", "mail_queued", "status_changed", "mail_sent"]);
        expect(events?.at(-1)).toMatchObject({ orderId: id, actor: "system", data: { template: "order-received" } });
        expect(await subject().updates.appendToTimeline(999_999, { type: "mail_sent", actor: "system", data: {} })).toBe(false);
      });

      it("changes the status only from the one the caller saw: a stale change answers the order as it is and writes nothing", async () => {
        const id = await placed({ customerEmail: "stale@example.com" });
        const setStatus = changeOrderStatus({ updates: subject().updates });
        expect(await setStatus({ id, status: "in_progress", expectedStatus: "pending", actor: "owner" })).toMatchObject({
          ok: true,
          value: { status: "in_progress" },
        });
        // A label bought meanwhile: the screen that saw In Progress is now stale.
        await change(id, { status: "shipped", trackingNumber: "9400STALE" });
        const before = await subject().orders.events(id);
        const stale = await setStatus({ id, status: "pending", expectedStatus: "in_progress", actor: "owner" });
        expect(stale).toEqual({
          ok: false,
          error: {
            kind: "conflict",
            message: expect.stringContaining("shipped"),
            current: expect.objectContaining({ id, status: "shipped", trackingNumber: "9400STALE" }),
          },
        });
        const staleShipping = await updateShipping({ updates: subject().updates })({
          id,
          update: { trackingNumber: "9400OTHER", expectedStatus: "in_progress" },
          actor: "owner",
        });
        expect(staleShipping).toMatchObject({ ok: false, error: { kind: "conflict", current: { status: "shipped", trackingNumber: "9400STALE" } } });
        expect(await subject().orders.findById(id)).toMatchObject({ status: "shipped", trackingNumber: "9400STALE" });
        expect(await subject().orders.events(id)).toEqual(before);
        expect(await setStatus({ id, status: "completed", expectedStatus: "shipped", actor: "owner" })).toMatchObject({
          ok: true,
          value: { status: "completed" },
        });
        expect(await setStatus({ id: 999_999, status: "completed", expectedStatus: "shipped", actor: "owner" })).toMatchObject({
          ok: false,
          error: { kind: "not_found" },
        });
      });

      it("lets exactly one of two changes racing from the same status pass, with one event and one mail", async () => {
        const id = await placed({ customerEmail: "race-status@example.com" });
        await change(id, { status: "in_progress" });
        const ship = updateShipping({ updates: subject().updates });
        const outcomes = await Promise.all(
          ["9400AAA", "9400BBB"].map((trackingNumber) => ship({ id, update: { trackingNumber, expectedStatus: "in_progress" }, actor: "owner" })),
        );
        const won = outcomes.filter((outcome) => outcome.ok);
        const lost = outcomes.filter((outcome) => !outcome.ok);
        expect(won).toHaveLength(1);
        const winner = won[0]?.ok ? won[0].value : null;
        expect(lost).toEqual([
          {
            ok: false,
            error: expect.objectContaining({
              kind: "conflict",
              current: expect.objectContaining({ status: "shipped", trackingNumber: winner?.trackingNumber }),
            }),
          },
        ]);
        expect(await subject().orders.findById(id)).toMatchObject({ status: "shipped", trackingNumber: winner?.trackingNumber });
        const events = (await subject().orders.events(id)) ?? [];
        expect(events.filter((event) => event.type === "status_changed").map((event) => event.data)).toEqual([{ from: "in_progress", to: "shipped" }]);
        expect(events.filter((event) => event.type === "mail_queued" && event.data.template === "shipped")).toHaveLength(1);

        const setStatus = changeOrderStatus({ updates: subject().updates });
        const decided = await Promise.all(
          (["completed", "cancelled"] as const).map((status) => setStatus({ id, status, expectedStatus: "shipped", actor: "owner" })),
        );
        expect(decided.filter((outcome) => outcome.ok)).toHaveLength(1);
        const final = await subject().orders.findById(id);
        expect(decided.find((outcome) => !outcome.ok)).toMatchObject({ error: { kind: "conflict", current: { status: final?.status } } });
        const statusEvents = ((await subject().orders.events(id)) ?? []).filter((event) => event.type === "status_changed");
        expect(statusEvents.map((event) => event.data)).toEqual([
          { from: "in_progress", to: "shipped" },
          { from: "shipped", to: final?.status },
        ]);
      });

      it("rolls a change and its events back together when the work fails", async () => {
        const id = await placed({ customerEmail: "atomic@example.com" });
        await expect(
          subject().updates.inTransaction(async (unit) => {
            await unit.updateOrder(id, { status: "cancelled", paymentStatus: "refunded" });
            await unit.appendEvent(id, { type: "status_changed", actor: "owner", data: { from: "pending", to: "cancelled" } });
            await unit.insertLabels(id, [{ kind: "return", carrier: "USPS", trackingNumber: "R9", labelUrl: "/r9.pdf", rate: 0 }]);
            await unit.claimWebhookEvent("stripe", "evt_rolled_back");
            throw new Error("after the change");
          }),
        ).rejects.toThrow("after the change");
        expect(await subject().orders.findById(id)).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
        expect((await subject().orders.events(id))?.map((event) => event.type)).toEqual(["created", "mail_queued", "mail_queued"]);
        expect(await subject().orders.labels(id)).toEqual([]);
        expect(await subject().updates.inTransaction((unit) => unit.claimWebhookEvent("stripe", "evt_rolled_back"))).toBe(true);
      });

      it("stores the payment columns apart from the work status, filters and counts by them", async () => {
        const paidId = await placed({ customerEmail: "paid@example.com" });
        const unpaidId = await placed({ customerEmail: "unpaid@example.com" });
        const fresh = await subject().orders.findById(unpaidId);
        expect(fresh).toMatchObject({ paymentStatus: "unpaid", amountPaid: null, paidAt: null });
        const paidAt = new Date("2026-02-02T12:34:56.789Z");
        const changed = await change(paidId, { paymentStatus: "paid", amountPaid: 4500, paidAt });
        expect(changed).toMatchObject({ paymentStatus: "paid", amountPaid: 4500, paidAt, status: "pending" });
        expect((await subject().orders.findById(paidId))?.paidAt?.toISOString()).toBe(paidAt.toISOString());
        expect(await ids({ paymentStatus: "paid" })).toEqual([paidId]);
        expect(await ids({ paymentStatus: "unpaid" })).toEqual([unpaidId]);
        expect(await ids({ paymentStatus: "refunded" })).toEqual([]);
        expect(await subject().orders.count({ paymentStatus: "unpaid" })).toBe(1);
        expect(await subject().orders.count({})).toBe(2);
        expect(await subject().orders.count({ q: "paid@", paymentStatus: "paid" })).toBe(1);
        expect(await subject().orders.countByStatus()).toMatchObject({ pending: 2, total: 2, unpaid: 1 });
      });

      it("stores a new price with its events, the payment status following what was paid, and reads it back", async () => {
        const id = await placed();
        await change(id, { paymentStatus: "paid", amountPaid: 4500, paidAt: new Date("2026-02-02T12:00:00Z") });
        const result = await setOrderPrice({ updates: subject().updates })({ id, servicePrice: 6000, actor: "owner" });
        expect(result).toMatchObject({ ok: true, value: { servicePrice: 6000, paymentStatus: "partially_paid", amountPaid: 4500 } });
        expect(await subject().orders.findById(id)).toMatchObject({ servicePrice: 6000, paymentStatus: "partially_paid" });
        expect((await subject().orders.events(id))?.slice(-2)).toMatchObject([
          { type: "price_changed", actor: "owner", data: { from: expect.any(Number), to: 6000 } },
          { type: "payment_changed", actor: "owner", data: { from: "paid", to: "partially_paid", amountPaid: 4500 } },
        ]);
        expect(await setOrderPrice({ updates: subject().updates })({ id: id + 999, servicePrice: 1, actor: "owner" })).toMatchObject({
          ok: false,
          error: { kind: "not_found" },
        });
      });

      it("gives every order its own 64-hex token and finds the order by it, nothing by anything else", async () => {
        const a = await placed({ customerEmail: "token-a@example.com" });
        const b = await placed({ customerEmail: "token-b@example.com" });
        const [orderA, orderB] = [await subject().orders.findById(a), await subject().orders.findById(b)];
        expect(isTrackingToken(orderA?.trackingToken)).toBe(true);
        expect(orderA?.trackingToken).not.toBe(orderB?.trackingToken);
        expect((await subject().orders.findByTrackingToken(orderA!.trackingToken))?.id).toBe(a);
        expect(await subject().orders.findByTrackingToken("0".repeat(64))).toBeNull();
        expect(await subject().orders.findByTrackingToken(orderA!.trackingToken.toUpperCase())).toBeNull();
        expect(await subject().intake.trackingTokenOf(b)).toBe(orderB?.trackingToken);
        expect(await subject().intake.trackingTokenOf(999_999)).toBeNull();
      });

      it("remembers a webhook event once per provider, also when deliveries race", async () => {
        const id = await placed({ customerEmail: "race@example.com" });
        const confirm = confirmPayment({ updates: subject().updates, clock });
        const notice = { kind: "paid" as const, provider: "stripe", eventId: "evt_race", orderReference: String(id), amount: 5000, currency: "usd" };
        const outcomes = await Promise.all([1, 2, 3, 4].map(() => confirm(notice)));
        expect(outcomes.sort()).toEqual(["paid", "replayed", "replayed", "replayed"]);
        expect((await subject().orders.events(id))?.filter((event) => event.type === "payment_changed")).toHaveLength(1);
        expect(await subject().orders.findById(id)).toMatchObject({ paymentStatus: "paid", amountPaid: 5000, paidAt: now });
        expect(await subject().updates.inTransaction((unit) => unit.claimWebhookEvent("other-provider", "evt_race"))).toBe(true);
        expect(await subject().updates.inTransaction((unit) => unit.claimWebhookEvent("other-provider", "evt_race"))).toBe(false);
      });

      it("adds up payments for one order that arrive together: none is lost", async () => {
        await offerMesh();
        const id = await placed({ customerEmail: "split@example.com" });
        const confirm = confirmPayment({ updates: subject().updates, clock });
        const payment = (eventId: string, amount: number) => ({
          kind: "paid" as const,
          provider: "stripe",
          eventId,
          orderReference: String(id),
          amount,
          currency: "usd",
        });
        const outcomes = await Promise.all([1, 2, 3, 4].map((n) => confirm(payment(`evt_split_${n}`, 1000))));
        expect(outcomes).toEqual(["partially_paid", "partially_paid", "partially_paid", "partially_paid"]);
        expect(await subject().orders.findById(id)).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 4000 });
        const totals = (await subject().orders.events(id))?.filter((event) => event.type === "payment_changed").map((event) => event.data.amountPaid);
        // Each event saw the one before it: four different running totals. (Timeline order is by transaction start, not commit.)
        expect(totals?.map(Number).sort((a, b) => a - b)).toEqual([1000, 2000, 3000, 4000]);
        expect((await Promise.all([confirm(payment("evt_split_5", 500)), confirm(payment("evt_split_6", 500))])).sort()).toEqual(["not_counted", "paid"]);
        expect(await subject().orders.findById(id)).toMatchObject({ paymentStatus: "paid", amountPaid: 4500, paidAt: now });
      });

      it("finds an order by its number: #id and an existing id name only it; other digits search the text", async () => {
        const a = await placed({ customerEmail: "number-a@example.com" });
        const b = await placed({ customerEmail: "number-b@example.com" });
        await change(b, { trackingNumber: `ZZ${a}ZZ 98765432` });
        expect(await ids({ q: `#${a}` })).toEqual([a]);
        expect(await ids({ q: ` #${b} ` })).toEqual([b]);
        expect(await ids({ q: `ZZ${a}` })).toEqual([b]);
        // Order a's number also sits in b's tracking number: the search names a alone.
        expect(await ids({ q: String(a), shipped: false })).toEqual([a]);
        expect(await ids({ q: "98765432" })).toEqual([b]);
        expect(await ids({ q: "#999999" })).toEqual([]);
        expect(await ids({ q: "#99999999999" })).toEqual([]);
        expect(await ids({ q: `#${a}`, paymentStatus: "paid" })).toEqual([]);
      });
    });

    describe("shipping search", () => {
      /** Three orders whose every searchable field holds something the others' do not. */
      const seed = async () => {
        const casey = await placed({
          firstName: "Casey",
          lastName: "Jones",
          customerEmail: "casey@example.com",
          shippingAddress: "99 Percent_Lane",
          shippingCity: "Springfield",
          shippingState: "IL",
          shippingZip: "62701",
          customerPhone: "555-0100",
          stringerNotes: "whipping on the sidewall",
        });
        const jose = await placed({
          firstName: "José",
          lastName: "Álvarez",
          customerEmail: "Jose.Alvarez@Example.org",
          shippingAddress: "7 Rue de l'Église",
          shippingCity: "Montréal",
          shippingState: "QC",
          shippingZip: "H2X 1Y4",
          shippingCountry: "Canada",
          customerPhone: "514-555-0199",
        });
        const sam = await placed({
          firstName: "Sam",
          lastName: "O'Brien 100%",
          customerEmail: "sam@mesh.test",
          shippingAddress: "1 Back\\Slash Road",
          shippingCity: "İstanbul ΟΔΟΣ",
          shippingState: "TX",
          shippingZip: "73301",
        });
        await change(casey, { trackingNumber: "9400111122223333444455", status: "shipped" });
        await change(jose, { returnTrackingNumber: "RETURN-ABC-123" });
        await change(sam, { outboundTrackingNumber: "1Z999AA10123456784" });
        return { casey, jose, sam };
      };

      it("matches name, e-mail, address, city, state, zip and the three tracking numbers, in any case", async () => {
        const { casey, jose, sam } = await seed();
        const searches: [string, number[]][] = [
          ["casey jones", [casey]],
          ["CASEY JONES", [casey]],
          ["SAM@MESH", [sam]],
          ["example", [jose, casey]],
          ["percent_lane", [casey]],
          ["springfield", [casey]],
          ["montréal", [jose]],
          ["MONTRÉAL", [jose]],
          ["josé álvarez", [jose]],
          ["tx", [sam]],
          ["h2x 1y4", [jose]],
          ["2223333", [casey]],
          ["return-abc", [jose]],
          ["1z999aa", [sam]],
          ["  springfield  ", [casey]],
          ["back\\slash", [sam]],
          ["\\", [sam]],
          ["100%", [sam]],
          ["%", [sam]],
          ["_", [casey]],
          ["o'brien", [sam]],
          ["l'église", [jose]],
          // Postgres folds case one character at a time: a final sigma is "σ", a dotted capital I is "i".
          ["οδοσ", [sam]],
          ["istanbul", [sam]],
        ];
        for (const [q, expected] of searches) expect(await ids({ q }), q).toEqual(expected);
      });

      it("takes %, _ and \\ literally and looks nowhere else (country, phone, service, notes)", async () => {
        await seed();
        for (const q of [
          "percen_",
          "10_",
          "%lane",
          "back\\\\slash",
          "οδος",
          "canada",
          "united states",
          "555-0100",
          "514-555",
          "mesh pocket",
          "whipping",
          "providing my own",
          "attack",
        ]) {
          expect(await ids({ q }), q).toEqual([]);
        }
      });

      it("treats a blank query as none, and combines the search with the other filters", async () => {
        const { casey, jose, sam } = await seed();
        expect(await ids({ q: "   " })).toEqual([sam, jose, casey]);
        expect(await ids({ q: "" })).toEqual([sam, jose, casey]);
        expect(await ids({ q: "e", shipped: true })).toEqual([casey]);
        expect(await ids({ q: "e", shipped: false })).toEqual([sam, jose]);
        expect(await ids({ q: "e", status: "pending", limit: 1, offset: 1 })).toEqual([jose]);
      });
    });
  });
}
