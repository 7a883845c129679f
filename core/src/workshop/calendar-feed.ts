/**
 * @module The owner's calendar feed of promise dates (docs/rules/workshop.md,
 * The calendar feed): one all-day event per open order with a promise, from
 * two weeks back on, behind a secret URL the owner can rotate or revoke.
 */
import type { Clock } from "../ports/clock.port.ts";
import { constantTimeEqual } from "../shared/constant-time.ts";
import type { CalendarFeedToken, CalendarOrder, WorkshopCalendar } from "./calendar-feed.port.ts";
import { addCalendarDays, type CalendarDate, localDateOf } from "./workshop-calendar.ts";
import type { WorkshopSettings } from "./workshop-settings.ts";

/** How far back the feed reaches: late promises still show for a fortnight. */
export const CALENDAR_FEED_LOOKBACK_DAYS = 14;
/** The most events one feed holds: a calendar app refetches it every few hours. */
export const CALENDAR_FEED_LIMIT = 1000;

/** One all-day event of the feed. */
export type CalendarFeedEvent = { uid: string; date: CalendarDate; summary: string; url: string };

/** The feed's URL for a token, on the link origin. */
export const calendarFeedUrl = (origin: string, token: string): string => `${origin.replace(/\/+$/, "")}/api/workshop/calendar/${token}.ics`;

/** "Ship #69 · Casey Jones · Pro Pocket", linked to the order's page in the back office. */
export function calendarFeedEvents(orders: readonly CalendarOrder[], origin: string): CalendarFeedEvent[] {
  const base = origin.replace(/\/+$/, "");
  const host = new URL(base).host;
  return orders.map((order) => ({
    uid: `order-${order.id}-promise@${host}`,
    date: order.promisedBy,
    summary: `Ship #${order.id} · ${order.customerName} · ${order.serviceName}`,
    url: `${base}/admin/orders/${order.id}`,
  }));
}

export type ReadCalendarFeedDeps = {
  token: Pick<CalendarFeedToken, "current">;
  calendar: WorkshopCalendar;
  workshopSettings: { get(): Promise<WorkshopSettings> };
  clock: Clock;
};

/** The feed's events for the URL's token, or null for a token that is unknown or revoked (compared in constant time). */
export const readCalendarFeed =
  (deps: ReadCalendarFeedDeps) =>
  async (given: string, origin: string): Promise<CalendarFeedEvent[] | null> => {
    const token = await deps.token.current();
    if (token === null || !constantTimeEqual(given, token)) return null;
    const settings = await deps.workshopSettings.get();
    const from = addCalendarDays(localDateOf(deps.clock.now(), settings.timezone), -CALENDAR_FEED_LOOKBACK_DAYS);
    return calendarFeedEvents(await deps.calendar.promisedFrom(from, CALENDAR_FEED_LIMIT), origin);
  };
