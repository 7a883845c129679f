/**
 * @module Days as the workshop counts them: calendar dates (`YYYY-MM-DD`)
 * in the workshop's own timezone, so a head received at 11 pm in New York
 * counts for that day wherever the server runs. Date arithmetic is done on
 * the date alone (as UTC midnight), never on instants, so a DST change
 * cannot add or drop a day.
 */
/** A day on the workshop's calendar, `YYYY-MM-DD`. */
export type CalendarDate = string;

/** Which days the workshop works (the part of its settings a calendar needs). */
export type WorkingCalendar = { workingDays: readonly number[]; closedDates: readonly CalendarDate[] };

const DAY_MS = 86_400_000;

/** A real date written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const utcMidnight = (date: CalendarDate) => Date.parse(`${date}T00:00:00Z`);

export const addCalendarDays = (date: CalendarDate, days: number): CalendarDate => new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday of the date: 1 Monday … 7 Sunday. */
export const isoWeekdayOf = (date: CalendarDate): number => new Date(utcMidnight(date)).getUTCDay() || 7;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

// Building an Intl formatter costs far more than using one; a shop has one timezone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The workshop's wall clock at an instant: its date, hour (0-23), minute and ISO weekday. */
export function localTimeOf(instant: Date, timeZone: string): { date: CalendarDate; hour: number; minute: number; weekday: number } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, hour: Number(parts.hour), minute: Number(parts.minute), weekday: isoWeekdayOf(date) };
}

/** The workshop's date at an instant. */
export const localDateOf = (instant: Date, timeZone: string): CalendarDate => localTimeOf(instant, timeZone).date;

/** A working weekday that is not a closed date. */
export const isWorkingDay = (date: CalendarDate, settings: WorkingCalendar): boolean =>
  settings.workingDays.includes(isoWeekdayOf(date)) && !settings.closedDates.includes(date);

function assertSomeWorkingDay(settings: Pick<WorkingCalendar, "workingDays">): void {
  // Without one the search for the next working day would never end.
  if (settings.workingDays.length === 0) throw new Error("The workshop has no working days");
}

/** The next `count` working days strictly after `date`. */
export function workingDaysAfter(date: CalendarDate, count: number, settings: WorkingCalendar): CalendarDate[] {
  assertSomeWorkingDay(settings);
  const days: CalendarDate[] = [];
  for (let day = addCalendarDays(date, 1); days.length < count; day = addCalendarDays(day, 1)) {
    if (isWorkingDay(day, settings)) days.push(day);
  }
  return days;
}

/** The next `count` working days from `date` on, `date` itself included when it is one. */
export const workingDaysFrom = (date: CalendarDate, count: number, settings: WorkingCalendar): CalendarDate[] =>
  workingDaysAfter(addCalendarDays(date, -1), count, settings);
