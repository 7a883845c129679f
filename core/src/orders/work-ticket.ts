import { parseAdditionalRequests } from "./additional-requests.ts";
import type { Order } from "./order.ts";

/**
 * The work ticket that travels with a stick on the bench (contract,
 * "Finding orders, messages, work tickets"): what the stringer needs to do
 * the job, read from the order's labelled additionalRequests. No address or
 * phone: it lies on a bench, not in an envelope.
 */
export type WorkTicket = {
  orderId: number;
  /** "#12", printed big. */
  orderNumber: string;
  /** What the barcode encodes: the order number, so a scan finds the order in the back office search. */
  barcode: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  service: string;
  /** The job, line by line, in the order the stringer reads it; "Not specified" where the order says nothing. */
  details: { label: string; value: string }[];
  /** The customer's stringer notes; null when there are none. */
  notes: string | null;
};

export const NOT_GIVEN = "Not specified";

export function workTicketFor(order: Order): WorkTicket {
  const details = parseAdditionalRequests(order.additionalRequests);
  const meshOption = details.meshOption ?? order.meshType ?? undefined;
  const stringOption = details.stringOption ?? order.stringType ?? undefined;
  const rows: [string, string | null | undefined][] = [
    ["Head type", details.headType],
    ["Head colour", details.headColor],
    ["Position", details.position],
    ["Pocket", details.pocketPreference],
    ["Mesh", [meshOption, order.meshColor].filter(Boolean).join(", ")],
    ["Strings", [stringOption, order.stringColor].filter(Boolean).join(", ")],
  ];
  return {
    orderId: order.id,
    orderNumber: `#${order.id}`,
    barcode: String(order.id),
    createdAt: order.createdAt,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    service: order.serviceName,
    details: rows.map(([label, value]) => ({ label, value: value?.trim() || NOT_GIVEN })),
    notes: details.stringerNotes?.trim() || null,
  };
}
