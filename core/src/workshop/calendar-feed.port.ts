import type { Order } from "../orders/order.ts";
import type { CalendarDate } from "./workshop-calendar.ts";

/**
 * The secret in the calendar feed's URL (app_settings key
 * "workshop-calendar-token"): none until the owner asks for a feed; drawn
 * anew (at least 128 random bits) on each rotation, so the old URL stops
 * working; gone once revoked.
 */
export interface CalendarFeedToken {
  current(): Promise<string | null>;
  /** Draws a new token in place of any old one and answers it. */
  rotate(): Promise<string>;
  revoke(): Promise<void>;
}

/** What the feed shows of an order: no e-mail, phone or address. */
export type CalendarOrder = Pick<Order, "id" | "customerName" | "serviceName"> & { promisedBy: CalendarDate };

/** The promise dates the feed lists. */
export interface WorkshopCalendar {
  /** Open orders (pending, in progress) promised on `from` or later, soonest first, ties by id; at most `limit`. */
  promisedFrom(from: CalendarDate, limit: number): Promise<CalendarOrder[]>;
}
