import { quoted } from "../../activity/describe-change.ts";
import { formatCents } from "../../shared/money.ts";
import type { Subscriber } from "../subscriber.ts";

/**
 * The activity-log row of an admin's change to an order (decision 0023),
 * written with the change. Only events that only an admin's request records
 * (a note, a price) are described here; the other order routes keep their
 * rows in api/src/activity/route-activities.ts until their events say who
 * made them (an admin, a provider).
 */
export const orderActivity: Subscriber = async (event, effects) => {
  const recordId = String(event.orderId);
  const order = `Order #${event.orderId}`;
  switch (event.type) {
    case "order.note_added":
      return effects.recordActivity({ actor: event.actor, kind: "orders", action: "note added", recordId, summary: `${order}: note ${quoted(event.text)}` });
    case "order.price_set":
      return effects.recordActivity({
        actor: event.actor,
        kind: "payments",
        action: "price set",
        recordId,
        summary: `${order}: price ${formatCents(event.to)}`,
      });
  }
};
