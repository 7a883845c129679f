/** @module The subscriber list as a CSV file (Email, Name, Status, Joined). */
import { formatDisplayDate } from "@stringing/core/shared/dates";
import type { SubscriberRow } from "./api/get-subscribers.ts";

/**
 * Quotes every cell; a cell that a spreadsheet would run as a formula
 * (=, +, -, @ first) gets a leading apostrophe.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function subscribersToCsv(subscribers: readonly SubscriberRow[]): string {
  const header = ["Email", "Name", "Status", "Joined"].map(cell).join(",");
  const rows = subscribers.map((s) =>
    [s.email, s.name ?? "", s.subscribed ? "Subscribed" : "Unsubscribed", formatDisplayDate(s.createdAt)].map(cell).join(","),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

export function csvFileName(now = new Date()): string {
  return `subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

/** Saves text as a file through a temporary link (no window.open, nothing inline). */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
