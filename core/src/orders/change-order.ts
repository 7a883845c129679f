import type { OrderChanges, OrderUpdates, OrderUpdateUnit, UnitOfWorkOptions } from "../ports/order-updates.port.ts";
import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { NewOrderEvent } from "./order-event.ts";
import type { Order } from "./order.ts";
import type { OrderStatus } from "./order-status.ts";

/** What one change does: the columns it sets and the events it writes. */
export type OrderChangePlan = { changes: OrderChanges; events: NewOrderEvent[] };

/**
 * The one way an order changes after intake: lock it, plan the change from
 * what it is now, apply it and append its events, all in one transaction.
 * A plan with no changes and no events writes nothing; an unknown order is
 * `not_found`. The mails the change calls for are queued by the unit
 * (`options.siteOrigin`: where their links point).
 */
export async function changeOrder(
  updates: OrderUpdates,
  id: number,
  plan: (order: Order, unit: OrderUpdateUnit) => OrderChangePlan | Promise<OrderChangePlan>,
  options?: UnitOfWorkOptions,
): Promise<Result<Order>> {
  return updates.inTransaction(async (unit) => {
    const order = await unit.lockOrder(id);
    if (!order) return err(notFound("Order"));
    const { changes, events } = await plan(order, unit);
    const changed = Object.keys(changes).length ? await unit.updateOrder(id, changes) : order;
    await unit.appendEvents(id, events);
    return ok(changed);
  }, options);
}

/** The `status_changed` event of a change, or none when the status stays. */
export const statusChangeEvents = (from: OrderStatus, to: OrderStatus | undefined, actor: string): NewOrderEvent[] =>
  to !== undefined && to !== from ? [{ type: "status_changed", actor, data: { from, to } }] : [];
