import type { ActivityKind, NewActivity } from "../../activity/activity.ts";
import { changedFields, paymentSummary, quoted, statusSummary } from "../../activity/describe-change.ts";
import { pocketLines } from "../../orders/pocket-details.ts";
import { formatCents } from "../../shared/money.ts";
import type { DomainEvent } from "../domain-event.ts";
import type { Subscriber } from "../subscriber.ts";

/**
 * The activity-log row of an admin's change to an order (decision 0023),
 * from the events it recorded. A use case records the event that names the
 * change first; the rest are its consequences (a label's or a shipping
 * update's status change, the payment status a price moves), described by
 * it. A provider's or the shop's own change writes none.
 */
export function orderChangeActivity(change: readonly DomainEvent[]): NewActivity | null {
  const [first] = change;
  if (first?.by !== "admin") return null;
  const row = (kind: ActivityKind, action: string, summary: string): NewActivity => ({
    actor: first.actor,
    kind,
    action,
    recordId: String(first.orderId),
    summary: `Order #${first.orderId}: ${summary}`,
  });
  switch (first.type) {
    case "order.note_added":
      return row("orders", "note added", `note ${quoted(first.text)}`);
    case "order.price_set":
      return row("payments", "price set", `price ${formatCents(first.to)}`);
    case "order.status_changed":
      return row("orders", "status changed", statusSummary(first.to));
    case "order.received":
      return row("orders", "head received", `head received, promised by ${first.promisedBy}`);
    case "order.promise_moved":
      return row("orders", "promise moved", `promise moved to ${first.to}`);
    case "order.pocket_changed": {
      const said = pocketLines(first.to).map(({ label, value }) => `${label.toLowerCase()} ${value}`);
      return row("orders", "pocket changed", said.length ? `pocket ${said.join(", ")}` : "pocket cleared");
    }
    case "order.shipping_updated":
      return row("orders", "shipping updated", changedFields(first.update));
    case "payment.recorded":
      return row("payments", "payment updated", paymentSummary(first.to, first.amountPaid));
    case "label.created": {
      const made = change.flatMap((event) => (event.type === "label.created" ? [`${event.kind} label ${event.carrier} ${event.trackingNumber}`] : []));
      return row("labels", "label created", `${made.join(", ")}${first.testLabel ? " (test labels)" : ""}`);
    }
    case "charge.proposed":
      return row("payments", "charge proposed", `charge ${quoted(first.description)} ${formatCents(first.amount)} proposed`);
    case "charge.withdrawn":
      return row("payments", "charge withdrawn", `charge ${quoted(first.description)} ${formatCents(first.amount)} withdrawn`);
    case "label.voided":
      return row("labels", "label voided", `voided ${first.kind} label ${first.carrier} ${first.trackingNumber}`);
    default:
      return null;
  }
}

/** Writes the change's activity row once, with the change, when its first event comes. */
export const orderActivity: Subscriber = async (event, effects, change) => {
  if (event !== change[0]) return;
  const activity = orderChangeActivity(change);
  if (activity) await effects.recordActivity(activity);
};
