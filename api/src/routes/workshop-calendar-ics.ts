/**
 * @module The calendar feed as iCalendar text (RFC 5545) through
 * ical-generator: one all-day event per promise. Dates go in as UTC
 * midnight with no calendar timezone, which ical-generator writes as
 * `DTSTART;VALUE=DATE:YYYYMMDD`, the same day in every subscriber's zone.
 */
import ical from "ical-generator";
import type { CalendarFeedEvent } from "@stringing/core/workshop/calendar-feed";

export const CALENDAR_FEED_NAME = "Workshop promises";

export function calendarFeedIcs(events: readonly CalendarFeedEvent[], stamp: Date): string {
  const calendar = ical({ name: CALENDAR_FEED_NAME, prodId: { company: "StringMaster Pro", product: "workshop", language: "EN" }, ttl: 60 * 60 });
  for (const event of events) {
    calendar.createEvent({ id: event.uid, start: new Date(`${event.date}T00:00:00Z`), allDay: true, summary: event.summary, url: event.url, stamp });
  }
  return calendar.toString();
}
