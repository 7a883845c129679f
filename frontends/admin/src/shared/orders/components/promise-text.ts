/**
 * @module How an order's promise reads on its page (docs/rules/workshop.md):
 * the day in words, read as a calendar date (never through the browser's
 * clock, so a laptop abroad shows the workshop's day), and whether it has
 * passed while the order is still open.
 */
import { isCalendarDate, isoWeekdayOf } from "@stringing/core/workshop/workshop-calendar";
import { OPEN_ORDER_STATUSES } from "@stringing/core/workshop/workshop-board";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-12-03" → "Thursday, December 3, 2026"; anything else as it is. */
export function promiseDateText(date: string): string {
  if (!isCalendarDate(date)) return date;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${WEEKDAYS[isoWeekdayOf(date) - 1]}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A promise before today on an order still to be worked on (pending or in progress). */
export const isPromiseOverdue = (order: { status: string; promisedBy: string | null }, today: string): boolean =>
  order.promisedBy !== null && order.promisedBy < today && (OPEN_ORDER_STATUSES as readonly string[]).includes(order.status);
