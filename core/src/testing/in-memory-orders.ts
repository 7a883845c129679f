import type { NewActivity } from "../activity/activity.ts";
import type { DomainEvent } from "../events/domain-event.ts";
import { dispatchingOrderUpdates } from "../events/dispatching-order-updates.ts";
import { orderSubscribers } from "../events/subscribers/order-subscribers.ts";
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { Order } from "../orders/order.ts";
import { storedPocketDetails } from "../orders/pocket-details.ts";
import type { PricedService } from "../orders/order-amount.ts";
import type { NewOrderEvent, OrderEvent } from "../orders/order-event.ts";
import { compareOrders, orderSortOf } from "../orders/order-list-sort.ts";
import type { PaymentSetting } from "../orders/payment-link.ts";
import {
  CarrierError,
  type BoughtLabel,
  type Carrier,
  type CarrierLabelRef,
  type LabelRequest,
  type RateQuote,
  type ShipmentRequest,
  type TrackingReport,
} from "../ports/carrier.port.ts";
import type { LabelFiles } from "../ports/label-files.port.ts";
import type { CustomerProfile, IntakeOutcome, IntakeRecord, IntakeStart, KeyedAnswer, KeyedRequest, OrderIntake } from "../ports/order-intake.port.ts";
import type { OrderListQuery, OrderRepository, StoredLabel } from "../ports/order-repository.port.ts";
import type { OrderChangeSteps, OrderChanges, OrderStore, OrderStoreTransaction, OrderUpdates } from "../ports/order-updates.port.ts";
import { matchesOrderFilter, type OrderFilter } from "../shipping/order-filters.ts";
import { orderCounts } from "../orders/order-status.ts";
import { InMemoryJobQueue } from "./in-memory-job-queue.ts";
import { copyShelf, emptyShelf, inMemoryMaterialSteps, type ShelfTables } from "./in-memory-shelf.ts";
import { chargesOfOrders, copyCharges, inMemoryChargeSteps } from "./in-memory-charges.ts";
import type { Charge } from "../orders/charges/charge.ts";
import type { ChargesRepository } from "../orders/charges/charges.port.ts";
import { FRESH_ORDER_STATE } from "./stored-order-fixture.ts";
import { OPEN_ORDER_STATUSES } from "../workshop/workshop-board.ts";

export type FakeCustomer = CustomerProfile & { id: number; totalOrders: number; lastOrderDate: Date | null };
export type FakeSubscriber = { id: number; email: string; name: string | null; subscribed: boolean };

type Tables = {
  orders: Order[];
  customers: FakeCustomer[];
  subscribers: FakeSubscriber[];
  labels: StoredLabel[];
  keys: Map<string, { request: string; status: number; body: unknown }>;
  events: OrderEvent[];
  /** "provider event-id" of each webhook event handled. */
  webhookEvents: Set<string>;
  /** The domain events recorded by committed changes, in order. */
  outbox: DomainEvent[];
  /** The activity-log rows subscribers wrote. */
  activity: NewActivity[];
  /** The inventory items orders take materials from (in-memory-shelf.ts). */
  shelf: ShelfTables;
  /** Extra work proposed on orders (in-memory-charges.ts). */
  charges: Charge[];
};

const copy = (tables: Tables): Tables => ({
  orders: tables.orders.map((order) => ({ ...order })),
  customers: tables.customers.map((customer) => ({ ...customer })),
  subscribers: tables.subscribers.map((subscriber) => ({ ...subscriber })),
  labels: tables.labels.map((label) => ({ ...label })),
  keys: new Map(tables.keys),
  events: tables.events.map((event) => ({ ...event })),
  webhookEvents: new Set(tables.webhookEvents),
  outbox: [...tables.outbox],
  activity: [...tables.activity],
  shelf: copyShelf(tables.shelf),
  charges: copyCharges(tables.charges),
});

const answerOf = (used: { request: string; status: number; body: unknown }, request: string): KeyedAnswer => ({
  sameRequest: used.request === request,
  status: used.status,
  body: used.body,
});

const isOpenStatus = (status: string) => (OPEN_ORDER_STATUSES as readonly string[]).includes(status);

/** What a reader gets: a copy, as from a database, so later changes do not reach it; the pocket read through its schema, as the jsonb column is. */
const copyOrder = (order: Order): Order => ({
  ...order,
  shippingInfo: order.shippingInfo ? { ...order.shippingInfo } : null,
  pocket: storedPocketDetails(order.pocket),
});
const copyEvent = (event: OrderEvent): OrderEvent => ({ ...event, data: structuredClone(event.data) });

/**
 * Orders, customers and subscribers in memory, with transactions that
 * really roll back (a copy is committed only when the work succeeds) and run
 * one at a time, as row locks would serialise them.
 */
export class InMemoryOrderStore implements OrderIntake, OrderRepository, OrderStore, ChargesRepository {
  tables: Tables = {
    orders: [],
    customers: [],
    subscribers: [],
    labels: [],
    keys: new Map(),
    events: [],
    webhookEvents: new Set(),
    outbox: [],
    activity: [],
    shelf: emptyShelf(),
    charges: [],
  };
  services: PricedService[] = [];
  paymentSettings: PaymentSetting[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  /** Events number apart, so an order's events never move the next order's id. */
  private nextEventId = 1;
  /** Set to make the next intake's store throw once the order is written and before its events are, to test that nothing stays. */
  failNextIntakeWrite = false;
  /** Set to make the next insertLabels throw, to test undo and rollback. */
  failNextRecord = false;

  /** The store as the use cases see it, with the order subscribers, as the composition wires the database's. */
  readonly updates: OrderUpdates;

  /**
   * `jobs`: where the jobs of a transaction are stored when it commits (an
   * order's mails); `mailOrigin`: the links' origin when a caller names none.
   */
  constructor(
    private readonly now: () => Date = () => new Date(),
    readonly jobs: InMemoryJobQueue<AppJobs> = new InMemoryJobQueue<AppJobs>(),
    readonly mailOrigin = "http://shop.test",
  ) {
    this.updates = dispatchingOrderUpdates(this, orderSubscribers, { siteOrigin: mailOrigin });
  }

  /** One transaction: the steps answer on a draft, committed with its staged jobs only when the work succeeds. */
  transaction<T>(work: (transaction: OrderStoreTransaction) => Promise<T>): Promise<T> {
    return this.serially((draft, staged) =>
      work({
        ...this.updateUnit(draft),
        ...inMemoryMaterialSteps(draft.shelf),
        jobs: staged.jobs,
        queuedOrderMails: async (orderId) =>
          draft.events.filter((event) => event.orderId === orderId && event.type === "mail_queued").map((event) => String(event.data.template)),
        recordActivity: async (activity) => {
          draft.activity.push({ ...activity });
        },
        storeEvents: async (events) => {
          draft.outbox.push(...events.map((event) => structuredClone(event)));
        },
      }),
    );
  }

  appendToTimeline(orderId: number, event: NewOrderEvent): Promise<boolean> {
    return this.serially(async (draft) => {
      if (!draft.orders.some((order) => order.id === orderId)) return false;
      this.appendEvent(draft, orderId, event);
      return true;
    });
  }

  /** One transaction at a time, on a draft committed (with its staged jobs) only when the work succeeds. */
  private serially<T>(work: (draft: Tables, staged: ReturnType<InMemoryJobQueue<AppJobs>["staged"]>) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const draft = copy(this.tables);
      const staged = this.jobs.staged();
      const result = await work(draft, staged);
      this.tables = draft;
      staged.commit();
      return result;
    });
    this.queue = run.catch(() => {});
    return run;
  }

  async start(keyed?: KeyedRequest): Promise<IntakeStart> {
    const used = keyed && this.tables.keys.get(keyed.key);
    if (used) return { kind: "answered", answer: answerOf(used, keyed.request) };
    return { kind: "new", orderId: this.nextId++, services: this.services, paymentSettings: this.paymentSettings };
  }

  async preview() {
    return { services: this.services, paymentSettings: this.paymentSettings, nextOrderId: this.nextId };
  }

  async trackingTokenOf(orderId: number) {
    return this.tables.orders.find((order) => order.id === orderId)?.trackingToken ?? null;
  }

  newJobIds(count: number): string[] {
    return this.jobs.newJobIds(count);
  }

  store(record: IntakeRecord): Promise<IntakeOutcome> {
    return this.serially(async (draft, staged): Promise<IntakeOutcome> => {
      const { key } = record;
      const used = key && draft.keys.get(key.key);
      if (used) return { stored: false, answer: answerOf(used, key.request) };
      if (key) draft.keys.set(key.key, { request: key.request, status: key.status, body: key.body });
      const customerId = this.upsertCustomer(draft, record.customer, record.orderedAt);
      const at = this.now();
      draft.orders.push({ ...record.order, customerId, createdAt: at, updatedAt: at, ...FRESH_ORDER_STATE });
      if (record.subscriber) this.subscribe(draft, record.subscriber);
      if (this.failNextIntakeWrite) {
        this.failNextIntakeWrite = false;
        throw new Error("intake write failed");
      }
      for (const event of record.events) this.appendEvent(draft, record.order.id, event);
      await staged.jobs.enqueueAll(
        "order-mail",
        record.mails.map((mail) => mail.job),
        { ids: record.mails.map((mail) => mail.id) },
      );
      return { stored: true };
    });
  }

  private upsertCustomer(draft: Tables, profile: CustomerProfile, orderedAt: Date): number {
    const found = draft.customers.find((customer) => customer.email.toLowerCase() === profile.email.toLowerCase());
    if (found) {
      Object.assign(found, { ...profile, email: found.email, totalOrders: found.totalOrders + 1, lastOrderDate: orderedAt });
      return found.id;
    }
    const id = this.nextId++;
    draft.customers.push({ ...profile, id, totalOrders: 1, lastOrderDate: orderedAt });
    return id;
  }

  private subscribe(draft: Tables, { email, name }: { email: string; name: string }): void {
    const found = draft.subscribers.find((subscriber) => subscriber.email.toLowerCase() === email.toLowerCase());
    if (found) found.name ??= name;
    else draft.subscribers.push({ id: this.nextId++, email, name, subscribed: true });
  }

  private appendEvent(draft: Tables, orderId: number, event: NewOrderEvent): OrderEvent {
    const stored: OrderEvent = { ...event, data: structuredClone(event.data), id: this.nextEventId++, orderId, at: this.now() };
    draft.events.push(stored);
    return copyEvent(stored);
  }

  async ofOrders(orderIds: readonly number[]) {
    return chargesOfOrders(this.tables.charges, orderIds);
  }

  private updateUnit(draft: Tables): OrderChangeSteps {
    const find = (id: number) => draft.orders.find((order) => order.id === id);
    return {
      ...inMemoryChargeSteps(draft.charges, () => this.nextId++, this.now),
      lockOrder: async (id) => {
        const order = find(id);
        return order ? copyOrder(order) : null;
      },
      updateOrder: async (id, changes: OrderChanges) => {
        const order = find(id);
        if (!order) throw new Error(`order ${id} is gone`);
        Object.assign(order, changes, { updatedAt: this.now() });
        return copyOrder(order);
      },
      insertLabels: async (orderId, labels) => {
        if (this.failNextRecord) {
          this.failNextRecord = false;
          throw new Error("record failed");
        }
        return labels.map((label) => {
          const id = this.nextId++;
          draft.labels.push({
            ...label,
            id,
            orderId,
            providerRef: label.providerRef ?? null,
            trackingUrl: label.trackingUrl ?? null,
            trackingStatus: null,
            trackingStatusAt: null,
            voidedAt: null,
            createdAt: this.now(),
          });
          return id;
        });
      },
      appendEvent: async (orderId, event) => this.appendEvent(draft, orderId, event),
      appendEvents: async (orderId, events) => events.map((event) => this.appendEvent(draft, orderId, event)),
      updateLabel: async (orderId, labelId, changes) => {
        const label = draft.labels.find((candidate) => candidate.id === labelId && candidate.orderId === orderId);
        if (label) Object.assign(label, changes);
      },
      claimWebhookEvent: async (provider, eventId) => {
        const key = `${provider} ${eventId}`;
        if (draft.webhookEvents.has(key)) return false;
        draft.webhookEvents.add(key);
        return true;
      },
      // Transactions here run one at a time, which is the lock.
      promisedCounts: async (from) => {
        const counts = new Map<string, number>();
        for (const { status, promisedBy } of draft.orders) {
          if (isOpenStatus(status) && promisedBy !== null && promisedBy >= from) counts.set(promisedBy, (counts.get(promisedBy) ?? 0) + 1);
        }
        return counts;
      },
    };
  }

  private readonly orderExists = (id: number) => this.tables.orders.some((order) => order.id === id);

  async list(query: OrderListQuery) {
    const sorted = this.tables.orders.filter((order) => matchesOrderFilter(order, query, this.orderExists)).sort(compareOrders(orderSortOf(query)));
    const start = query.offset ?? 0;
    return sorted.slice(start, query.limit === undefined ? undefined : start + query.limit).map(copyOrder);
  }

  async count(filter: OrderFilter) {
    return this.tables.orders.filter((order) => matchesOrderFilter(order, filter, this.orderExists)).length;
  }

  async findById(id: number) {
    const found = this.tables.orders.find((order) => order.id === id);
    return found ? copyOrder(found) : null;
  }

  async findByTrackingToken(token: string) {
    const found = this.tables.orders.find((order) => order.trackingToken === token);
    return found ? copyOrder(found) : null;
  }

  async countByStatus() {
    const all = await this.list({});
    return orderCounts(
      all.map((order) => ({ status: order.status, count: 1 })),
      all.filter((order) => order.paymentStatus === "unpaid").length,
    );
  }

  async events(orderId: number) {
    if (!this.tables.orders.some((order) => order.id === orderId)) return null;
    return this.tables.events
      .filter((event) => event.orderId === orderId)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
      .map(copyEvent);
  }

  async labels(orderId: number) {
    return this.tables.labels.filter((label) => label.orderId === orderId).map((label) => ({ ...label }));
  }

  async findLabel(labelId: number) {
    const found = this.tables.labels.find((label) => label.id === labelId);
    return found ? { ...found } : null;
  }

  async findLabelByTrackingNumber(trackingNumber: string) {
    const found = this.tables.labels.findLast((label) => label.trackingNumber === trackingNumber);
    return found ? { ...found } : null;
  }

  async listByCustomer(customerId: number) {
    if (!this.tables.customers.some((customer) => customer.id === customerId)) return null;
    return (await this.list({})).filter((order) => order.customerId === customerId);
  }

  /** The order's labels and events go with it, as the foreign keys cascade. */
  async delete(id: number) {
    const before = this.tables.orders.length;
    this.tables.orders = this.tables.orders.filter((order) => order.id !== id);
    this.tables.labels = this.tables.labels.filter((label) => label.orderId !== id);
    this.tables.events = this.tables.events.filter((event) => event.orderId !== id);
    this.tables.charges = this.tables.charges.filter((charge) => charge.orderId !== id);
    return this.tables.orders.length < before;
  }
}

/** A carrier that draws nothing: bytes name the label, and every call is recorded. */
export class FakeCarrier implements Carrier {
  readonly provider = "fake";
  readonly testLabels = true;
  readonly bought: LabelRequest[] = [];
  readonly cancelled: string[] = [];
  /** Set to make every quote and purchase fail this way. */
  failWith: CarrierError | null = null;
  private counter = 0;

  static readonly RATES: readonly RateQuote[] = [
    { id: "fake-ground", carrier: "Fake Post", service: "Ground", amount: 500, currency: "USD", estimatedDays: 5 },
    { id: "fake-priority", carrier: "Fake Post", service: "Priority", amount: 900, currency: "USD", estimatedDays: 2 },
  ];

  async quoteRates(_request: ShipmentRequest): Promise<RateQuote[]> {
    if (this.failWith) throw this.failWith;
    return FakeCarrier.RATES.map((rate) => ({ ...rate }));
  }

  async buyLabel(request: LabelRequest): Promise<BoughtLabel> {
    if (this.failWith) throw this.failWith;
    const rate = request.rateId === undefined ? FakeCarrier.RATES[0]! : FakeCarrier.RATES.find((candidate) => candidate.id === request.rateId);
    if (!rate) throw new CarrierError("refused", "Rate not found");
    this.bought.push(request);
    const trackingNumber = `FAKE${String(++this.counter).padStart(6, "0")}`;
    return {
      trackingNumber,
      carrier: rate.carrier,
      rate: rate.amount,
      pdf: new TextEncoder().encode(`%PDF ${trackingNumber}`),
      providerRef: `fake-tx-${this.counter}`,
      trackingUrl: `https://track.fake.example/${trackingNumber}`,
      test: true,
    };
  }

  async cancelLabel(label: CarrierLabelRef) {
    this.cancelled.push(label.trackingNumber);
  }

  async track(): Promise<TrackingReport> {
    return { status: "UNKNOWN", at: null, details: null };
  }
}

export class InMemoryLabelFiles implements LabelFiles {
  readonly files = new Map<string, Uint8Array>();
  private counter = 0;

  async save(pdf: Uint8Array) {
    const name = `label-${++this.counter}.pdf`;
    this.files.set(name, pdf);
    return { url: `/api/shipping/labels/${name}` };
  }
  async read(fileName: string) {
    return this.files.get(fileName) ?? null;
  }
  async remove(url: string) {
    this.files.delete(url.split("/").pop() ?? "");
  }
  async list() {
    return [...this.files.keys()];
  }
  async restore(fileName: string, pdf: Uint8Array) {
    if (!/^[\w-]+\.pdf$/.test(fileName)) throw new Error(`Not a label file name: "${fileName}"`);
    this.files.set(fileName, new Uint8Array(pdf));
  }
}
