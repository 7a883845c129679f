import { formatCents } from "../shared/money.ts";
import type { CalendarDate } from "../workshop/workshop-calendar.ts";
import { parseAdditionalRequests } from "./additional-requests.ts";
import { adminOrderUrl } from "./admin-order-url.ts";
import type { Order } from "./order.ts";
import { positionLabel } from "./order-form.ts";
import { balanceDue } from "./balance-due.ts";
import { PAYMENT_STATUS_LABELS } from "./payment-status.ts";
import { pocketLines } from "./pocket-details.ts";

/**
 * The work ticket that travels with a stick on the bench
 * (docs/rules/orders.md, The work ticket): what the stringer needs to do
 * the job, read from the order's labelled additionalRequests. The phone, to
 * call about a question at the bench, and whether it is paid, so nothing
 * ships unpaid by accident, and the day it is promised back by, so the
 * bench works to the promise; no address: it lies on a bench, not in an
 * envelope.
 */
export type WorkTicket = {
  orderId: number;
  /** "#12", printed big. */
  orderNumber: string;
  /** What the barcode encodes: the order number, so a scan finds the order in the back office search. */
  barcode: string;
  /** What the QR code encodes: the order's page in the back office, so a phone's scan of the ticket lands on the order. */
  adminUrl: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  /** The customer's phone; null when the order has none. */
  phone: string | null;
  /** "Paid, $45.00" / "Unpaid, $45.00 due". */
  payment: string;
  /** "Ship by Thu Dec 3, 2026" once the head is in and promised; "Not received yet" before. */
  promise: string;
  service: string;
  /** The job, line by line, in the order the stringer reads it; "Not specified" where the order says nothing. */
  details: { label: string; value: string }[];
  /**
   * The pocket in detail as labelled rows, in the order the stringer works
   * (pocket-details.ts, pocketLines); the parts nobody said are left out, so
   * an empty list means the pocket is still the stringer's to say.
   */
  pocket: { label: string; value: string }[];
  /** The customer's stringer notes; null when there are none. */
  notes: string | null;
};

export const NOT_GIVEN = "Not specified";
export const NOT_RECEIVED = "Not received yet";

/** "Ship by Thu Dec 3, 2026" for 2026-12-03: the workshop's calendar day as written, whatever the server's zone. */
export function shipByLine(promisedBy: CalendarDate): string {
  const day = new Date(`${promisedBy}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
  return `Ship by ${day.replace(",", "")}`;
}

function paymentLine(order: Order, charges: readonly ChargeAmount[]): string {
  const status = PAYMENT_STATUS_LABELS[order.paymentStatus];
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return `${status}, ${formatCents(order.amountPaid ?? order.servicePrice)}`;
  return `${status}, ${formatCents(balanceDue(order, charges))} due`;
}

type ChargeAmount = { amount: number; status: string };

/** `origin`: where the product's links point (PUBLIC_URL, api.md Links), for the QR code's admin URL; `charges`: the order's extra work, owed once approved. */
export function workTicketFor(order: Order, origin: string, charges: readonly ChargeAmount[] = []): WorkTicket {
  const details = parseAdditionalRequests(order.additionalRequests);
  const meshOption = details.meshOption ?? order.meshType ?? undefined;
  const stringOption = details.stringOption ?? order.stringType ?? undefined;
  const rows: [string, string | null | undefined][] = [
    ["Head type", details.headType],
    ["Head colour", details.headColor],
    ["Position", details.position && positionLabel(details.position)],
    ["Pocket", details.pocketPreference],
    ["Mesh", [meshOption, order.meshColor].filter(Boolean).join(", ")],
    ["Strings", [stringOption, order.stringColor].filter(Boolean).join(", ")],
  ];
  return {
    orderId: order.id,
    orderNumber: `#${order.id}`,
    barcode: String(order.id),
    adminUrl: adminOrderUrl(origin, order.id),
    createdAt: order.createdAt,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    phone: (details.phone ?? order.shippingInfo?.phone)?.trim() || null,
    payment: paymentLine(order, charges),
    promise: order.promisedBy ? shipByLine(order.promisedBy) : NOT_RECEIVED,
    service: order.serviceName,
    details: rows.map(([label, value]) => ({ label, value: value?.trim() || NOT_GIVEN })),
    pocket: pocketLines(order.pocket),
    notes: details.stringerNotes?.trim() || null,
  };
}
