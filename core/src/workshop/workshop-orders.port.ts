import type { Order } from "../orders/order.ts";
import type { CalendarDate } from "./workshop-calendar.ts";

/** Inclusive bounds on `promisedBy`; an absent bound is open. */
export type PromiseRange = { from?: CalendarDate | undefined; to?: CalendarDate | undefined };

/**
 * What the workshop's board reads (docs/rules, Receiving and the promise).
 * "Open" is core's OPEN_ORDER_STATUSES (pending, in_progress). Every read is
 * bounded, so the board stays fast however many orders the shop has: each
 * list answers at most `limit` orders.
 */
export interface WorkshopOrders {
  /** Open orders received, with a promise in the range, soonest promise first, ties by id; at most `limit`. */
  promised(range: PromiseRange, limit: number): Promise<Order[]>;
  /** Pending orders whose head has not arrived, oldest first, ties by id; at most `limit`. */
  awaitingArrival(limit: number): Promise<Order[]>;
  /** How many open orders (received or not) are promised for each day from `from` through `to`; days without any are absent. */
  promisedCounts(from: CalendarDate, to: CalendarDate): Promise<Map<CalendarDate, number>>;
}
