import type { DomainEvent } from "../events/domain-event.ts";
import type { OrderChanges, OrderUpdates, OrderUpdateUnit, UnitOfWorkOptions } from "../ports/order-updates.port.ts";
import { type DomainError, notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { NewOrderEvent } from "./order-event.ts";
import type { Order } from "./order.ts";
import type { OrderStatus } from "./order-status.ts";

/** What one change does: the columns it sets, the timeline events it writes and the domain events it records. */
export type OrderChangePlan = { changes: OrderChanges; events: NewOrderEvent[]; record: DomainEvent[] };

/**
 * A status change made from a stale screen
 * (docs/rules/orders.md, Stale screens): the order is no longer in the status the admin saw. A conflict (409)
 * that carries the order as it is now, so the screen can show it.
 */
export type OrderStatusChanged = { kind: "conflict"; message: string; current: Order };

export const orderStatusChanged = (current: Order, expected: OrderStatus): OrderStatusChanged => ({
  kind: "conflict",
  message: `Order #${current.id} is ${current.status} now, not ${expected}; nothing was changed`,
  current,
});

export type ChangeOrderOptions = UnitOfWorkOptions & {
  /** The status the caller saw; when the order has another one, nothing changes and the answer is `OrderStatusChanged`. */
  expectedStatus?: OrderStatus | undefined;
};

/**
 * The one way an order changes after intake: lock it, plan the change from
 * what it is now, apply it and append its events, all in one transaction.
 * A plan with no changes and no events writes nothing; an unknown order is
 * `not_found`. The plan's domain events are recorded with the change, and
 * their subscribers queue its mails (`options.siteOrigin`: where their links
 * point). The expected status is
 * compared with the locked row, so of two changes racing from the same
 * screen state only the first passes.
 */
export async function changeOrder(
  updates: OrderUpdates,
  id: number,
  plan: (order: Order, unit: OrderUpdateUnit) => OrderChangePlan | Promise<OrderChangePlan>,
  options: ChangeOrderOptions = {},
): Promise<Result<Order, DomainError | OrderStatusChanged>> {
  const { expectedStatus, ...unitOptions } = options;
  return updates.inTransaction(async (unit): Promise<Result<Order, DomainError | OrderStatusChanged>> => {
    const order = await unit.lockOrder(id);
    if (!order) return err(notFound("Order"));
    if (expectedStatus !== undefined && order.status !== expectedStatus) return err(orderStatusChanged(order, expectedStatus));
    const { changes, events, record } = await plan(order, unit);
    const changed = Object.keys(changes).length ? await unit.updateOrder(id, changes) : order;
    await unit.appendEvents(id, events);
    unit.record(...record);
    return ok(changed);
  }, unitOptions);
}

/** The `status_changed` event of a change, or none when the status stays. */
export const statusChangeEvents = (from: OrderStatus, to: OrderStatus | undefined, actor: string): NewOrderEvent[] =>
  to !== undefined && to !== from ? [{ type: "status_changed", actor, data: { from, to } }] : [];
