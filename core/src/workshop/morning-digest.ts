/**
 * @module The owner's morning digest (docs/rules/workshop.md, The morning
 * digest): on a working day, from the chosen hour of the workshop's day,
 * one mail listing what is overdue, due today and on its way in; nothing on
 * a day with nothing in it.
 */
import type { Order } from "../orders/order.ts";
import type { WorkshopBoard } from "./workshop-board.ts";
import { type CalendarDate, isWorkingDay, localTimeOf } from "./workshop-calendar.ts";
import type { WorkshopDigestSettings } from "./workshop-digest-settings.ts";
import type { WorkshopSettings } from "./workshop-settings.ts";

/** The workshop's date when a digest is due at `now` (enabled, a working day, at or after the hour), else null. */
export function digestDue(now: Date, settings: WorkshopSettings, digest: WorkshopDigestSettings): CalendarDate | null {
  if (!digest.enabled) return null;
  const local = localTimeOf(now, settings.timezone);
  if (local.hour < digest.hour || !isWorkingDay(local.date, settings)) return null;
  return local.date;
}

/** What the digest shows of an order: never the customer's address or contact details. */
export type DigestOrder = Pick<Order, "id" | "customerName" | "serviceName" | "promisedBy">;

export type MorningDigest = { subject: string; text: string; html: string };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** "Mon, Mar 9" for 2026-03-09: the date as written, whatever the server's zone. */
export function digestDay(date: CalendarDate): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
}

const orderLink = (origin: string, id: number) => `${origin.replace(/\/+$/, "")}/admin/orders/${id}`;

type Section = { title: string; orders: readonly DigestOrder[]; promise: (order: DigestOrder) => string };

/**
 * The digest of the day's board, or null when nothing is overdue, due or
 * arriving. `origin` is the link origin (api/src/link-origin.ts): each
 * order links to its page in the back office.
 */
export function composeMorningDigest(board: WorkshopBoard<DigestOrder>, origin: string): MorningDigest | null {
  const { overdue, dueToday, awaitingArrival } = board;
  if (overdue.length + dueToday.length + awaitingArrival.length === 0) return null;
  const promised = (order: DigestOrder) => (order.promisedBy ? `promised ${digestDay(order.promisedBy)}` : "no promise yet");
  const sections: Section[] = [
    { title: "Overdue", orders: overdue, promise: promised },
    { title: "Due today", orders: dueToday, promise: promised },
    { title: "Arriving", orders: awaitingArrival, promise: () => "not received yet" },
  ];
  const counts = [
    overdue.length ? `${overdue.length} overdue` : null,
    dueToday.length ? `${dueToday.length} due today` : null,
    awaitingArrival.length ? `${awaitingArrival.length} arriving` : null,
  ].filter((part) => part !== null);
  const day = digestDay(board.date);
  const subject = `Workshop ${day}: ${counts.join(", ")}`;
  const line = (order: DigestOrder, promise: string) => `#${order.id} · ${order.customerName} · ${order.serviceName} · ${promise}`;
  const text = [
    `The workshop on ${day}.`,
    ...sections
      .filter((section) => section.orders.length > 0)
      .flatMap((section) => [
        "",
        `${section.title} (${section.orders.length})`,
        ...section.orders.map((order) => `- ${line(order, section.promise(order))}\n  ${orderLink(origin, order.id)}`),
      ]),
    "",
  ].join("\n");
  const html = [
    `<p>The workshop on ${escapeHtml(day)}.</p>`,
    ...sections
      .filter((section) => section.orders.length > 0)
      .map(
        (section) =>
          `<h2>${escapeHtml(section.title)} (${section.orders.length})</h2><ul>${section.orders
            .map(
              (order) =>
                `<li><a href="${escapeHtml(orderLink(origin, order.id))}">#${order.id}</a> · ${escapeHtml(order.customerName)} · ${escapeHtml(order.serviceName)} · ${escapeHtml(section.promise(order))}</li>`,
            )
            .join("")}</ul>`,
      ),
  ].join("\n");
  return { subject, text, html };
}
