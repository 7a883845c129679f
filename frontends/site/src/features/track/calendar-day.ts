/**
 * @module A day on the workshop's calendar (`YYYY-MM-DD`, as `promisedBy`
 * comes), read and written by hand: `new Date("2026-12-03")` is midnight
 * UTC, which a browser west of Greenwich shows as December 2. Names are
 * spelled here rather than by `Intl`, so the server's render and the
 * browser's hydration write the same text.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export interface CalendarDay {
  /** As it came: `2026-12-03`, for a `<time dateTime>`. */
  iso: string;
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
}

/** The day a `YYYY-MM-DD` text names, or null for anything else (a day that does not exist included). */
export function parseCalendarDay(text: string | null | undefined): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls February 30 over to March 2: a day that does not come back the same is not a day.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { iso: text as string, year, month, day, weekday: date.getUTCDay() };
}

/** "Thursday, December 3". */
export const formatCalendarDay = (day: CalendarDay): string => `${WEEKDAYS[day.weekday]}, ${MONTHS[day.month - 1]} ${day.day}`;
