/**
 * @module Date and time as people read them ("Nov 24, 2026, 5:20 PM"),
 * built by hand rather than with `Intl`, so a server and a browser with
 * different ICU data write exactly the same text (a server-rendered page
 * must hydrate without a mismatch). `timeZone: "UTC"` reads the UTC clock;
 * anything else the local one.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type ClockZone = "local" | "UTC";

type Parts = { year: number; month: number; day: number; hours: number; minutes: number };

function parts(date: Date, zone: ClockZone): Parts {
  return zone === "UTC"
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

const toDate = (value: Date | string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Nov 24, 2026", or a dash when empty or unreadable (docs/rules/api.md, Ids and timestamps). */
export function formatDay(value: Date | string | number | null | undefined, zone: ClockZone = "local"): string {
  const date = toDate(value);
  if (!date) return "-";
  const p = parts(date, zone);
  return `${MONTHS[p.month]} ${p.day}, ${p.year}`;
}

/** "Nov 24, 2026, 5:20 PM" (with " UTC" when read on the UTC clock), or a dash. */
export function formatDateTime(value: Date | string | number | null | undefined, zone: ClockZone = "local"): string {
  const date = toDate(value);
  if (!date) return "-";
  const p = parts(date, zone);
  const hour = p.hours % 12 === 0 ? 12 : p.hours % 12;
  const time = `${hour}:${String(p.minutes).padStart(2, "0")} ${p.hours < 12 ? "AM" : "PM"}`;
  return `${MONTHS[p.month]} ${p.day}, ${p.year}, ${time}${zone === "UTC" ? " UTC" : ""}`;
}
