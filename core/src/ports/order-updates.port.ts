import type { NewActivity } from "../activity/activity.ts";
import type { DomainEvent } from "../events/domain-event.ts";
import type { MaterialSteps } from "../inventory/materials/materials.port.ts";
import type { ChargeSteps } from "../orders/charges/charges.port.ts";
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { NewOrderEvent, OrderEvent } from "../orders/order-event.ts";
import type { Order } from "../orders/order.ts";
import type { PaymentChanges } from "../orders/payment.ts";
import type { CalendarDate } from "../workshop/workshop-calendar.ts";
import type { JobEnqueuer } from "./job-queue.port.ts";
import type { LabelChanges, OrderShippingChanges, RecordedLabel } from "./order-repository.port.ts";

/** Every order column a change after intake may set: work status, shipping, labels, payment, the price, the receipt, the promise and the pocket in detail. */
export type OrderChanges = OrderShippingChanges & Partial<PaymentChanges> & Partial<Pick<Order, "servicePrice" | "receivedAt" | "promisedBy" | "pocket">>;

/**
 * The steps of one change to an order; every call runs inside the same
 * transaction, so a change and its timeline event commit together or not
 * at all (docs/rules, the order timeline).
 */
export interface OrderChangeSteps extends ChargeSteps {
  /** Reads the order and holds it until the transaction ends, so two changes never interleave; null when there is none. */
  lockOrder(id: number): Promise<Order | null>;
  /** Applies the changes (and a new updatedAt) to an order this unit locked. */
  updateOrder(id: number, changes: OrderChanges): Promise<Order>;
  /** Stores labels made for the order; their ids, in the same order. */
  insertLabels(orderId: number, labels: readonly RecordedLabel[]): Promise<number[]>;
  appendEvent(orderId: number, event: NewOrderEvent): Promise<OrderEvent>;
  /** Appends several events in one write, stored (and numbered) in the order given. */
  appendEvents(orderId: number, events: readonly NewOrderEvent[]): Promise<OrderEvent[]>;
  /**
   * Remembers a payment provider's event id; false when it was remembered
   * before (a replayed or retried delivery), even by a transaction committing
   * at this moment elsewhere.
   */
  claimWebhookEvent(provider: string, eventId: string): Promise<boolean>;
  /** Records what a carrier said about one of the order's labels, or that it was voided. */
  updateLabel(orderId: number, labelId: number, changes: LabelChanges): Promise<void>;
  /**
   * How many open orders (pending, in progress) are promised for each day
   * from `from` on; days without any are absent. First takes the workshop's
   * one promise lock, held until the transaction ends, so two receipts count
   * one after the other and never both take a day's last place.
   */
  promisedCounts(from: CalendarDate): Promise<Map<CalendarDate, number>>;
}

/** What a use case holds during one change: its steps, and `record` to say what happened (core/src/events/domain-event.ts). */
export interface OrderUpdateUnit extends OrderChangeSteps {
  /** The events commit with the change, and its subscribers' effects with them; a rolled-back change records nothing. */
  record(...events: readonly DomainEvent[]): void;
}

/** What the caller of a unit of work tells it. */
export type UnitOfWorkOptions = {
  /** The site's origin for links in mails this change's events cause (PUBLIC_URL, else the request's); the configured one when omitted. */
  siteOrigin?: string | undefined;
};

/**
 * Runs one change to an order atomically: all of it happens or none of it.
 * The events the change records, and what their subscribers do, commit with
 * it (core/src/events/dispatching-order-updates.ts).
 */
export interface OrderUpdates {
  inTransaction<T>(work: (unit: OrderUpdateUnit) => Promise<T>, options?: UnitOfWorkOptions): Promise<T>;
  /**
   * Appends one event that changes nothing else (a mail sent) as one write,
   * holding the order as `lockOrder` does, so it never lands inside another
   * change; false, and nothing written, when there is no such order.
   */
  appendToTimeline(orderId: number, event: NewOrderEvent): Promise<boolean>;
}

/** One transaction of an order store: the change's steps, and what the events' dispatch needs in the same transaction. */
export interface OrderStoreTransaction extends OrderChangeSteps, MaterialSteps {
  /** Jobs stored with this transaction: they exist exactly when it commits. */
  readonly jobs: JobEnqueuer<AppJobs>;
  /** The templates of the mails already queued for the order (its `mail_queued` events). */
  queuedOrderMails(orderId: number): Promise<string[]>;
  /** Writes one activity-log row in this transaction. */
  recordActivity(activity: NewActivity): Promise<void>;
  /** Writes the events to the outbox, in the order given. */
  storeEvents(events: readonly DomainEvent[]): Promise<void>;
}

/**
 * What an order store implements (Postgres, the in-memory fake). The use
 * cases see it through `dispatchingOrderUpdates`, which records events and
 * runs their subscribers, so no store has to remember to.
 */
export interface OrderStore {
  transaction<T>(work: (transaction: OrderStoreTransaction) => Promise<T>): Promise<T>;
  appendToTimeline(orderId: number, event: NewOrderEvent): Promise<boolean>;
}
