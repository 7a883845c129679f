import { format, isValid } from "date-fns";

/** Dates display as "MMM d, yyyy" (Nov 22, 2026), or a dash when empty or unreadable. */
export function formatDisplayDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "-";
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, "MMM d, yyyy") : "-";
}
