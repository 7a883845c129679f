/** @module The subscriber list as a CSV file (Email, Name, Status, Joined). */
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { toCsv } from "@stringing/ui/csv";
import type { SubscriberRow } from "./api/get-subscribers.ts";

export function subscribersToCsv(subscribers: readonly SubscriberRow[]): string {
  return toCsv(
    ["Email", "Name", "Status", "Joined"],
    subscribers.map((s) => [s.email, s.name, s.subscribed ? "Subscribed" : "Unsubscribed", formatDisplayDate(s.createdAt)]),
  );
}

export function csvFileName(now = new Date()): string {
  return `subscribers-${now.toISOString().slice(0, 10)}.csv`;
}
