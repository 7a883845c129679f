import { z } from "zod";
import { isCalendarDate } from "./workshop-calendar.ts";

/** Whether the runtime knows the zone: Intl throws a RangeError for a name it does not. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const sortedUnique = <T extends string | number>(values: readonly T[]): T[] => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * GET/PUT /api/settings/workshop (docs/rules/workshop.md, The promise): the
 * calendar the promise dates are counted on. PUT takes the whole object;
 * working days and closed dates are kept sorted and without repeats.
 */
export const workshopSettingsSchema = z.object({
  timezone: z.string({ error: "Timezone is required" }).trim().refine(isTimeZone, { error: "Timezone must be an IANA time zone such as America/New_York" }),
  workingDays: z
    .array(z.number({ error: "Working days are ISO weekday numbers 1-7" }).int().min(1).max(7), {
      error: "Working days are ISO weekday numbers 1-7",
    })
    .min(1, "Choose at least one working day")
    .transform(sortedUnique),
  closedDates: z
    .array(z.string().refine(isCalendarDate, { error: "Closed dates are real dates written YYYY-MM-DD" }), {
      error: "Closed dates are a list of YYYY-MM-DD dates",
    })
    .max(1000, "At most 1000 closed dates")
    .transform(sortedUnique),
  turnaroundDays: z
    .number({ error: "Turnaround must be a whole number of days from 1 to 30" })
    .int("Turnaround must be a whole number of days from 1 to 30")
    .min(1, "Turnaround must be a whole number of days from 1 to 30")
    .max(30, "Turnaround must be a whole number of days from 1 to 30"),
  dailyCapacity: z
    .number({ error: "Daily capacity must be a whole number from 1 to 500" })
    .int("Daily capacity must be a whole number from 1 to 500")
    .min(1, "Daily capacity must be a whole number from 1 to 500")
    .max(500, "Daily capacity must be a whole number from 1 to 500"),
});

export type WorkshopSettings = z.output<typeof workshopSettingsSchema>;
export type WorkshopSettingsInput = z.input<typeof workshopSettingsSchema>;

/** What a shop that never saved its workshop settings counts with: the site's "2-3 business days", Monday to Friday in New York. */
export const DEFAULT_WORKSHOP_SETTINGS: WorkshopSettings = {
  timezone: "America/New_York",
  workingDays: [1, 2, 3, 4, 5],
  closedDates: [],
  turnaroundDays: 3,
  dailyCapacity: 8,
};
