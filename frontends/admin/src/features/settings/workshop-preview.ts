/**
 * @module The Workshop tab's preview (docs/rules/workshop.md): the next
 * fourteen calendar days from today in the workshop's timezone, each working
 * or closed by the form's current (unsaved) calendar, with the load the
 * board reports for it, all said in words so colour is never the only cue.
 */
import { addCalendarDays, type CalendarDate, isoWeekdayOf, isWorkingDay, localDateOf } from "@stringing/core/workshop/workshop-calendar";
import type { BoardDay } from "@stringing/core/workshop/workshop-board";
import { DEFAULT_WORKSHOP_SETTINGS, isTimeZone, type WorkshopSettings } from "@stringing/core/workshop/workshop-settings";

export const PREVIEW_DAY_COUNT = 14;

export type PreviewDayState = "working" | "closed-date" | "day-off";

export interface PreviewDay {
  date: CalendarDate;
  /** "Mon, Nov 30". */
  label: string;
  state: PreviewDayState;
  /** "Working day", "Closed date", "Day off". */
  stateText: string;
  /** "3 of 8 promised", "Full: 8 of 8 promised", "2 already promised" on a day now closed; null when there is nothing to say. */
  loadText: string | null;
  full: boolean;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-30" → "Mon, Nov 30". */
export function shortDayLabel(date: CalendarDate): string {
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${WEEKDAYS[isoWeekdayOf(date) - 1]}, ${MONTHS[month - 1]} ${day}`;
}

/** Today in `timeZone`, or in the default workshop timezone while the chosen one is not a real zone. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  return localDateOf(now, isTimeZone(timeZone) ? timeZone : DEFAULT_WORKSHOP_SETTINGS.timezone);
}

const STATE_TEXT: Record<PreviewDayState, string> = { working: "Working day", "closed-date": "Closed date", "day-off": "Day off" };

function loadOf(day: BoardDay | undefined): Pick<PreviewDay, "loadText" | "full"> {
  if (!day) return { loadText: null, full: false };
  const full = day.promised >= day.capacity;
  return { loadText: `${full ? "Full: " : ""}${day.promised} of ${day.capacity} promised`, full };
}

/** A day the form closes that already has promises: the owner should know before saving (the promises stay on it). */
function closedLoadOf(day: BoardDay | undefined): Pick<PreviewDay, "loadText" | "full"> {
  return { loadText: day && day.promised > 0 ? `${day.promised} already promised` : null, full: false };
}

export function previewDays(
  today: CalendarDate,
  calendar: Pick<WorkshopSettings, "workingDays" | "closedDates">,
  board: readonly BoardDay[],
  count = PREVIEW_DAY_COUNT,
): PreviewDay[] {
  const load = new Map(board.map((day) => [day.date, day]));
  return Array.from({ length: count }, (_, offset) => {
    const date = addCalendarDays(today, offset);
    const state: PreviewDayState = isWorkingDay(date, calendar) ? "working" : calendar.closedDates.includes(date) ? "closed-date" : "day-off";
    return {
      date,
      label: shortDayLabel(date),
      state,
      stateText: STATE_TEXT[state],
      ...(state === "working" ? loadOf(load.get(date)) : closedLoadOf(load.get(date))),
    };
  });
}

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
};

/** How a promise is computed, in one line. */
export const promiseRuleText = (turnaroundDays: number): string =>
  `A head received today ships by the ${ordinal(turnaroundDays)} working day after it, on the first day with room.`;
