/**
 * @module An order's timeline event as the back office words it
 * (docs/rules/orders.md, The timeline): a title, and the details its `data`
 * carries (from/to, amounts, tracking numbers, the mail template, a note's
 * text), read defensively: an event of a type this screen does not know
 * still reads as its type.
 */
import { pocketLines, storedPocketDetails } from "@stringing/core/orders/pocket-details";
import { formatCents } from "@stringing/core/shared/money";
import { orderStatusLabel } from "./order.ts";
import { paymentStatusLabel } from "./payment.ts";
import { promiseDateText } from "./components/promise-text.ts";

export type EventKind = "note" | "failure" | "normal";

export interface DescribedEvent {
  title: string;
  /** Plain text shown under the title (a note's words, a payment's note); never HTML. */
  text: string | null;
  kind: EventKind;
}

const str = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

const MAIL_TEMPLATES: Record<string, string> = {
  order_received: "order received",
  "order-received": "order received",
  payment_received: "payment received",
  "payment-received": "payment received",
  shipped: "shipped",
  "head-received": "head received",
  "return-label": "return label",
  "owner-new-order": "new order",
};

/** Whom a mail went to: the customer (at the address it went to) or the shop owner. */
const mailRecipient = (data: Record<string, unknown>): string => {
  if (data.recipient === "owner") return " to you";
  const address = str(data.address);
  return address ? ` to ${address}` : data.recipient === "customer" ? " to the customer" : "";
};

/** A failed try: the provider's words, and whether the queue tries again. */
const failureText = (data: Record<string, unknown>): string | null => {
  const error = str(data.error);
  const attempt = typeof data.attempt === "number" ? `Try ${data.attempt}. ` : "";
  const next = data.final === true ? " It will not be retried." : typeof data.attempt === "number" ? " It will be tried again later." : "";
  if (!error) return null;
  return next ? `${attempt}${error}${/[.!?]$/.test(error) ? "" : "."}${next}` : `${attempt}${error}`;
};

const mailName = (template: unknown): string => {
  const name = str(template);
  return name ? `"${MAIL_TEMPLATES[name] ?? name.replace(/[-_]/g, " ")}"` : "";
};

const CARRIER_STATES: Record<string, string> = {
  PRE_TRANSIT: "label created, not yet scanned",
  TRANSIT: "in transit",
  DELIVERED: "delivered",
  RETURNED: "returned to sender",
  FAILURE: "delivery problem",
  UNKNOWN: "no carrier scan yet",
};

/** Why a provider's payment left the order as it was (core's `UncountedReason`). */
const NOT_COUNTED: Record<string, (currency: string | null) => string> = {
  other_currency: (currency) => `paid in ${currency ?? "an unknown currency"}, not USD`,
  no_amount: () => "no amount",
  already_paid: () => "the order was already paid",
  already_refunded: () => "the order was refunded",
};

/** What the provider reported; another currency's amount is in its own smallest unit, so it is shown as sent. */
const reportedAmount = (amount: unknown, currency: string | null): string => {
  if (typeof amount !== "number") return "no amount";
  return currency === "USD" ? formatCents(amount) : `${amount} ${currency ?? ""} (in the currency's smallest unit)`.replace(/\s+/g, " ");
};

/**
 * What a pocket change changed, part by part as the pocket panel words it
 * ("Channel: Slight channel → Medium channel; Shooter 2: V added"); null
 * when nothing it can read differs.
 */
export function pocketChangeText(fromData: unknown, toData: unknown): string | null {
  const before = new Map(pocketLines(storedPocketDetails(fromData)).map((line) => [line.label, line.value]));
  const after = new Map(pocketLines(storedPocketDetails(toData)).map((line) => [line.label, line.value]));
  const changes: string[] = [];
  for (const [label, value] of after) {
    const old = before.get(label);
    if (old === undefined) changes.push(`${label}: ${value} added`);
    else if (old !== value) changes.push(`${label}: ${old} → ${value}`);
  }
  for (const [label, value] of before) if (!after.has(label)) changes.push(`${label}: ${value} removed`);
  return changes.length ? changes.join("; ") : null;
}

const direction = (value: unknown): string => (value === "inbound" ? "Inbound " : value === "outbound" ? "Outbound " : "");

export function describeEvent(event: { type: string; data: Record<string, unknown> | null | undefined }): DescribedEvent {
  const data = event.data ?? {};
  switch (event.type) {
    case "created":
      // A reorder names the order it was placed like (docs/rules/orders.md, Reordering).
      return { title: typeof data.from === "number" ? `Order placed like order #${data.from}` : "Order placed", text: null, kind: "normal" };
    case "status_changed": {
      const from = str(data.from);
      const to = str(data.to);
      return { title: `Status: ${from ? `${orderStatusLabel(from)} → ` : ""}${to ? orderStatusLabel(to) : "changed"}`, text: null, kind: "normal" };
    }
    case "payment_changed": {
      const from = str(data.from);
      const to = str(data.to);
      const total = typeof data.amountPaid === "number" ? formatCents(data.amountPaid) : null;
      // A provider's payment adds to what was paid: say both what came in and the new total.
      const added = typeof data.amount === "number" && data.amount !== data.amountPaid ? `+${formatCents(data.amount)}, ` : "";
      const amount = total ? ` (${added}${added ? `${total} in all` : total})` : "";
      const change = from && to && from !== to ? `${paymentStatusLabel(from)} → ${paymentStatusLabel(to)}` : to ? paymentStatusLabel(to) : "changed";
      return { title: `Payment: ${change}${amount}`, text: str(data.note), kind: "normal" };
    }
    case "price_changed": {
      const cents = (value: unknown) => (typeof value === "number" ? formatCents(value) : null);
      const from = cents(data.from);
      const to = cents(data.to);
      return { title: `Price: ${from ? `${from} → ` : ""}${to ?? "changed"}`, text: null, kind: "normal" };
    }
    case "payment_not_counted": {
      const currency = str(data.currency)?.toUpperCase() ?? null;
      const why = NOT_COUNTED[String(data.reason)]?.(currency) ?? "see the payment provider";
      return {
        title: `Payment not counted: ${why}`,
        text: `Reported: ${reportedAmount(data.amount, currency)}. The order was left as it was: check the payment with the provider, then refund it or record it by hand.`,
        kind: "failure",
      };
    }
    case "label_created": {
      const tracking = str(data.trackingNumber);
      return {
        title: `${direction(data.direction)}label created${tracking ? ` · tracking ${tracking}` : ""}`.replace(/^./, (c) => c.toUpperCase()),
        text: null,
        kind: "normal",
      };
    }
    case "label_deleted":
      return { title: `${direction(data.direction)}label removed`.replace(/^./, (c) => c.toUpperCase()), text: null, kind: "normal" };
    case "tracking_updated": {
      // A carrier's report on a parcel (issue 14): which parcel and its new state.
      if (data.direction === "inbound" || data.direction === "outbound") {
        const details = str(data.details);
        return {
          title: `${direction(data.direction)}parcel: ${CARRIER_STATES[String(data.to)] ?? str(data.to) ?? "tracking updated"}`,
          text: details,
          kind: "normal",
        };
      }
      const to = str(data.to) ?? str(data.trackingNumber);
      return { title: to ? `Tracking number set to ${to}` : "Tracking number removed", text: null, kind: "normal" };
    }
    case "mail_queued":
      return { title: `E-mail ${mailName(data.template)} queued${mailRecipient(data)}`.replace(/\s+/g, " "), text: null, kind: "normal" };
    case "mail_sent":
      return { title: `E-mail ${mailName(data.template)} sent${mailRecipient(data)}`.replace(/\s+/g, " "), text: null, kind: "normal" };
    case "mail_failed":
      return { title: `E-mail ${mailName(data.template)} failed`.replace(/\s+/g, " "), text: failureText(data), kind: "failure" };
    case "received": {
      const promisedBy = str(data.promisedBy);
      return { title: `Head received${promisedBy ? ` · ships by ${promiseDateText(promisedBy)}` : ""}`, text: null, kind: "normal" };
    }
    case "promise_changed": {
      const from = str(data.from);
      const to = str(data.to);
      return {
        title: `Promise moved: ${from ? `${promiseDateText(from)} → ` : ""}${to ? promiseDateText(to) : "changed"}`,
        text: null,
        kind: "normal",
      };
    }
    case "pocket_changed":
      // The stringer completes the pocket while stringing (docs/rules/orders.md, The pocket in detail).
      return { title: "Pocket details updated", text: pocketChangeText(data.from, data.to), kind: "normal" };
    case "note":
      return { title: "Note", text: str(data.text) ?? "", kind: "note" };
    default:
      return { title: event.type.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()), text: null, kind: "normal" };
  }
}

const MAIL_EVENTS = new Set(["mail_queued", "mail_sent", "mail_failed"]);

/**
 * One row per mail: its queued, failed and sent events collapse into the
 * latest, shown where that one happened. A mail is its template (each is
 * sent once per order) and, for a return label's mail, its label.
 */
export function latestMailStates<T extends { type: string; data: Record<string, unknown> | null | undefined }>(events: readonly T[]): T[] {
  const mailKey = (event: T) => {
    const data = event.data ?? {};
    const template = str(data.template);
    return `${template ? (MAIL_TEMPLATES[template] ?? template) : ""}|${data.labelId ?? ""}`;
  };
  const latest = new Map<string, T>();
  for (const event of events) if (MAIL_EVENTS.has(event.type)) latest.set(mailKey(event), event);
  return events.filter((event) => !MAIL_EVENTS.has(event.type) || latest.get(mailKey(event)) === event);
}

/** Who made the change: an admin's username, or customer, system, stripe, a carrier. */
export function actorLabel(actor: string): string {
  switch (actor) {
    case "customer":
      return "the customer";
    case "system":
      return "the system";
    case "stripe":
      return "Stripe";
    default:
      return actor;
  }
}
