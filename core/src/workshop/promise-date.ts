/**
 * @module The promise (docs/rules/workshop.md, The promise): when a head
 * received at an instant is due back. Pure: the caller hands in how many
 * open orders are already promised for each day, counted under a lock so
 * two receipts never both take a day's last place.
 */
import { type CalendarDate, localDateOf, workingDaysAfter, workingDaysFrom } from "./workshop-calendar.ts";
import type { WorkshopSettings } from "./workshop-settings.ts";

/** The `turnaroundDays`-th working day after the day of receipt in the workshop's timezone; the day of receipt does not count. */
export function earliestPromiseDate(receivedAt: Date, settings: WorkshopSettings): CalendarDate {
  const days = workingDaysAfter(localDateOf(receivedAt, settings.timezone), settings.turnaroundDays, settings);
  return days[days.length - 1] as CalendarDate;
}

/**
 * The earliest promise, moved later to the first working day with fewer
 * than `dailyCapacity` open orders already promised for it.
 * `promisedOn`: open orders per promised date, for dates from the earliest on.
 */
export function promiseDate(receivedAt: Date, settings: WorkshopSettings, promisedOn: ReadonlyMap<CalendarDate, number>): CalendarDate {
  let [day] = workingDaysFrom(earliestPromiseDate(receivedAt, settings), 1, settings) as [CalendarDate];
  while ((promisedOn.get(day) ?? 0) >= settings.dailyCapacity) [day] = workingDaysAfter(day, 1, settings) as [CalendarDate];
  return day;
}
