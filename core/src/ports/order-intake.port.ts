import type { AppJobs } from "../jobs/app-jobs.ts";
import type { NewOrder } from "../orders/order.ts";
import type { NewOrderEvent, OrderEvent } from "../orders/order-event.ts";
import type { PricedService } from "../orders/order-amount.ts";
import type { PaymentSetting } from "../orders/payment-link.ts";
import type { JobEnqueuer } from "./job-queue.port.ts";
import type { UnitOfWorkOptions } from "./order-updates.port.ts";

/** The customer fields an order fills in (public spec §3, customer payload). */
export type CustomerProfile = {
  name: string;
  email: string;
  phone: string;
  position: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  shippingCountry: string;
  preferredPocket: string;
  preferredMesh: string;
  preferredThread: string;
};

/** A new order before it belongs to a customer: the intake stores it as the customer's it finds or creates. */
export type NewCustomerOrder = Omit<NewOrder, "customerId">;

export type IdempotencyClaim =
  | { claimed: true }
  /** The key was used before: its stored answer, and whether that request was the same as this one. */
  | { claimed: false; sameRequest: boolean; status: number; body: unknown };

/** The steps of one order intake; every call runs inside the same transaction. */
export interface OrderIntakeUnit {
  /**
   * Claims the key for this request (`request` is a canonical description of
   * it). A key already claimed, even by a request still in flight elsewhere,
   * answers with that request's committed result instead.
   */
  claimIdempotencyKey(key: string, request: string): Promise<IdempotencyClaim>;
  saveIdempotentResponse(key: string, status: number, body: unknown): Promise<void>;
  services(): Promise<PricedService[]>;
  paymentSettings(): Promise<PaymentSetting[]>;
  /** Subscribes a new address; a known one keeps its state, so one that unsubscribed stays unsubscribed. */
  subscribe(email: string, name: string): Promise<void>;
  /**
   * Finds the customer by e-mail (ignoring case) or creates one, counts the
   * order on them and stores it as theirs, in one step (one statement on a
   * database). Answers the order's id, the status page token the database
   * drew for it, and the customer's id.
   */
  insertCustomerOrder(profile: CustomerProfile, orderedAt: Date, order: NewCustomerOrder): Promise<{ id: number; trackingToken: string; customerId: number }>;
  /** Appends events in one write, stored (and numbered) in the order given. */
  appendEvents(orderId: number, events: readonly NewOrderEvent[]): Promise<OrderEvent[]>;
  /** The status page token of an order; null when there is no such order. */
  trackingTokenOf(orderId: number): Promise<string | null>;
  /** The id the next order would most likely get, read without taking it. */
  nextOrderId(): Promise<number>;
  /** Jobs stored with this transaction (the order's mails): they exist exactly when it commits. */
  readonly jobs: JobEnqueuer<AppJobs>;
  /** Where links in mails queued by this unit point: the origin the caller named, else the configured one. */
  readonly mailOrigin: string;
}

/** Runs a whole order intake atomically: all of it happens or none of it. */
export interface OrderIntake {
  inTransaction<T>(work: (unit: OrderIntakeUnit) => Promise<T>, options?: UnitOfWorkOptions): Promise<T>;
}
