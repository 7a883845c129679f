/**
 * @module The day's work (GET /api/workshop/board, docs/rules/workshop.md,
 * The board): what is late, due, in the workshop and on its way, and how
 * full the next working days are.
 */
import { type CalendarDate, workingDaysFrom } from "./workshop-calendar.ts";
import type { WorkshopSettings } from "./workshop-settings.ts";

/** Orders still to be worked on: not shipped, completed or cancelled. */
export const OPEN_ORDER_STATUSES = ["pending", "in_progress"] as const;

/** How many working days the board looks ahead. */
export const BOARD_DAY_COUNT = 10;

/** One working day's load: open orders promised for it against what the workshop strings a day. */
export type BoardDay = { date: CalendarDate; promised: number; capacity: number };

export type WorkshopBoard<O> = {
  /** Today in the workshop's timezone. */
  date: CalendarDate;
  /** Open, received, promised before today; the oldest promise first. */
  overdue: O[];
  /** Open, promised for today. */
  dueToday: O[];
  /** The other open received orders, the soonest promise first. */
  inWorkshop: O[];
  /** Pending and not received, the oldest order first. */
  awaitingArrival: O[];
  days: BoardDay[];
};

/** The next `BOARD_DAY_COUNT` working days from today (today included when it is one), each with its load. */
export const boardDays = (today: CalendarDate, settings: WorkshopSettings, promisedOn: ReadonlyMap<CalendarDate, number>): BoardDay[] =>
  workingDaysFrom(today, BOARD_DAY_COUNT, settings).map((date) => ({
    date,
    promised: promisedOn.get(date) ?? 0,
    capacity: settings.dailyCapacity,
  }));
