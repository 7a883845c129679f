/**
 * @module The board's days (`YYYY-MM-DD`, already the workshop's own
 * calendar days, docs/rules/workshop.md) as the owner reads them, "Thu Dec
 * 3", and how late a promise is. Read as calendar dates, never through the
 * browser's clock or time zone, so a laptop abroad shows the workshop's days.
 */

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 86_400_000;

/** Midnight UTC of a calendar date, or NaN when it is not one. */
function utcDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** "Thu Dec 3"; a dash for an empty or unreadable date. */
export function formatBoardDate(date: string | null | undefined): string {
  const ms = date ? utcDay(date) : Number.NaN;
  if (Number.isNaN(ms)) return "-";
  const day = new Date(ms);
  return `${WEEKDAYS[day.getUTCDay()]} ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** Calendar days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** "1 day late", "3 days late": calendar days past the promise, as the customer counts them. */
export function lateText(promisedBy: string, today: string): string {
  const days = Math.max(daysBetween(promisedBy, today), 0);
  return `${days} ${days === 1 ? "day" : "days"} late`;
}
