import type { AppJobs } from "../jobs/app-jobs.ts";
import type { NewOrder } from "../orders/order.ts";
import type { NewOrderEvent } from "../orders/order-event.ts";
import type { PricedService } from "../orders/order-amount.ts";
import type { PaymentSetting } from "../orders/payment-link.ts";

/** The customer fields an order fills in (docs/rules/customers.md, From orders). */
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

/** An Idempotency-Key and a canonical description of the request that came with it. */
export type KeyedRequest = { key: string; request: string };

/** What a key was answered the first time, and whether that request was the same as this one. */
export type KeyedAnswer = { sameRequest: boolean; status: number; body: unknown };

/** The services and payment links an order is priced and linked from. */
export type IntakeCatalogue = { services: PricedService[]; paymentSettings: PaymentSetting[] };

/**
 * How an intake starts: a new order's id drawn with the catalogue, or, for
 * a key whose request has already been answered, that answer.
 */
export type IntakeStart = ({ kind: "new"; orderId: number } & IntakeCatalogue) | { kind: "answered"; answer: KeyedAnswer };

/** One mail of the order: its job's id (from `newJobIds`) and payload. */
export type IntakeMail = { id: string; job: AppJobs["order-mail"] };

/** Everything one order intake writes. */
export type IntakeRecord = {
  /** The key, claimed with the answer it gets (status and body), so a retry replays it. */
  key?: KeyedRequest & { status: number; body: unknown };
  customer: CustomerProfile;
  orderedAt: Date;
  /** The order with the id `start` drew and the token of its status page. */
  order: NewCustomerOrder & { id: number; trackingToken: string };
  /** On opt-in: a new address is subscribed, a known one keeps its state (one that unsubscribed stays so). */
  subscriber?: { email: string; name: string };
  /** The order's timeline events, stored (and numbered) in the order given. */
  events: readonly NewOrderEvent[];
  /** The order's mails, stored as jobs: they exist exactly when the order does. */
  mails: readonly IntakeMail[];
};

/** `stored: false`: another request claimed the key first; nothing was written and this is its answer. */
export type IntakeOutcome = { stored: true } | { stored: false; answer: KeyedAnswer };

/**
 * The order intake's storage (docs/rules/orders.md, Placing an order): one
 * read before the order is decided and one write of all of it, atomic, so
 * an order costs two statements whatever it carries (decision record 0021).
 */
export interface OrderIntake {
  /** Where the links in an order's mails point when the caller names no origin (PUBLIC_URL, else the server's address). */
  readonly mailOrigin: string;
  /**
   * Answers the catalogue (read with the id, or kept since the content last
   * changed) and draws the new order's id in one read; with a
   * key whose request was already answered, answers that instead (a key
   * still in flight elsewhere is met by `store`). An id drawn for an intake
   * that then stores nothing is left unused, as a rolled back insert leaves it.
   */
  start(key?: KeyedRequest): Promise<IntakeStart>;
  /**
   * Stores the record whole or not at all: the key with its answer, the
   * customer found by e-mail ignoring case (or created) with the order
   * counted on them, the order as theirs, the subscriber, the events and the
   * mail jobs. A key claimed first by another request, even one still in
   * flight, stores nothing and answers that request's committed answer.
   */
  store(record: IntakeRecord): Promise<IntakeOutcome>;
  /** The catalogue and the id the next order would most likely get, drawing nothing (the honeypot's decoy). */
  preview(): Promise<IntakeCatalogue & { nextOrderId: number }>;
  /** The status page token of an order; null when there is no such order. */
  trackingTokenOf(orderId: number): Promise<string | null>;
  /** Ids for the order's mail jobs, so its events can name them in the same write. */
  newJobIds(count: number): string[];
}
