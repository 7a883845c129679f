import type { AppJobs } from "../jobs/app-jobs.ts";
import type { NewOrderEvent, OrderEvent } from "../orders/order-event.ts";
import type { Order } from "../orders/order.ts";
import type { PaymentChanges } from "../orders/payment.ts";
import type { JobEnqueuer } from "./job-queue.port.ts";
import type { LabelChanges, OrderShippingChanges, RecordedLabel } from "./order-repository.port.ts";

/** Every order column a change after intake may set: work status, shipping, labels, payment and the price. */
export type OrderChanges = OrderShippingChanges & Partial<PaymentChanges> & Partial<Pick<Order, "servicePrice">>;

/**
 * The steps of one change to an order; every call runs inside the same
 * transaction, so a change and its timeline event commit together or not
 * at all (contract, "The order timeline").
 */
export interface OrderUpdateUnit {
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
  /** Jobs stored with this transaction: they exist exactly when it commits. */
  readonly jobs: JobEnqueuer<AppJobs>;
  /** Where links in mails queued by this unit point: the origin the caller named, else the configured one. */
  readonly mailOrigin: string;
  /** The templates of the mails already queued for the order (its `mail_queued` events). */
  queuedOrderMails(orderId: number): Promise<string[]>;
}

/** What the caller of a unit of work tells it. */
export type UnitOfWorkOptions = {
  /** The site's origin for links in mails this change queues (PUBLIC_URL, else the request's); the configured one when omitted. */
  siteOrigin?: string | undefined;
};

/**
 * Runs one change to an order atomically: all of it happens or none of it.
 * Before it commits, the mails the change calls for are queued with their
 * `mail_queued` events (core/src/mail/order-mail-triggers.ts,
 * `runWithOrderMails`), whichever use case made the change.
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
