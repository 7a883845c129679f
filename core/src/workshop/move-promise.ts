import type { ChangeAuthor } from "../events/changed-by.ts";
import type { OrderChangePlan } from "../orders/change-order.ts";
import type { Order } from "../orders/order.ts";
import type { CalendarDate } from "./workshop-calendar.ts";
import { NO_CHANGE } from "./receive-head.ts";

/**
 * The owner moves an order's promise (PATCH /api/orders/{id} with
 * `promisedBy`): `promise_changed` on the timeline with `from` and `to`, and
 * `order.promise_moved`. The same date again changes nothing.
 */
export function movePromisePlan(order: Order, to: CalendarDate, author: ChangeAuthor): OrderChangePlan {
  if (order.promisedBy === to) return NO_CHANGE;
  const from = order.promisedBy;
  return {
    changes: { promisedBy: to },
    events: [{ type: "promise_changed", actor: author.actor, data: { from, to } }],
    record: [{ type: "order.promise_moved", orderId: order.id, ...author, from, to }],
  };
}
