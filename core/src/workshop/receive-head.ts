/**
 * @module Receiving the head (docs/rules/workshop.md, The promise): the
 * order's `receivedAt` is now and its `promisedBy` the promise date, counted
 * under the workshop's one promise lock in the change's own transaction, so
 * two receipts at once never both take a day's last place. A public
 * `received` event and `order.received` (which queues the head-received
 * mail) go with it.
 */
import { byAdmin, type ChangeAuthor } from "../events/changed-by.ts";
import { changeOrder, type OrderChangePlan, type OrderStatusChanged } from "../orders/change-order.ts";
import type { Order } from "../orders/order.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { OrderChangeSteps, OrderUpdates } from "../ports/order-updates.port.ts";
import type { DomainError } from "../shared/errors.ts";
import type { Result } from "../shared/result.ts";
import { earliestPromiseDate, promiseDate } from "./promise-date.ts";
import type { CalendarDate } from "./workshop-calendar.ts";
import type { WorkshopSettings } from "./workshop-settings.ts";
import type { WorkshopSettingsStore } from "./workshop-settings-store.port.ts";

/** What a receipt needs besides the change's unit: the workshop's calendar and the time. */
export type ReceiptDeps = { settings: WorkshopSettingsStore; clock: Clock };

/** A plan that changes nothing: the order was received before. */
export const NO_CHANGE: OrderChangePlan = { changes: {}, events: [], record: [] };

/**
 * What receiving `order` at `receivedAt` adds to a change. A promise the
 * owner already set (or sets in the same change, `promisedBy`) is kept;
 * otherwise the promise date is counted, taking the promise lock.
 */
export async function receiptPlan(
  unit: Pick<OrderChangeSteps, "promisedCounts">,
  order: Order,
  receipt: { settings: WorkshopSettings; receivedAt: Date; author: ChangeAuthor; promisedBy?: CalendarDate | undefined },
): Promise<OrderChangePlan> {
  const { settings, receivedAt, author } = receipt;
  const promisedBy =
    receipt.promisedBy ?? order.promisedBy ?? promiseDate(receivedAt, settings, await unit.promisedCounts(earliestPromiseDate(receivedAt, settings)));
  return {
    changes: { receivedAt, promisedBy },
    events: [{ type: "received", actor: author.actor, data: { promisedBy } }],
    record: [{ type: "order.received", orderId: order.id, ...author, receivedAt, promisedBy }],
  };
}

export type ReceiveHeadInput = { id: number; actor: string; siteOrigin?: string | undefined };

/** POST /api/orders/{id}/receive: receives the head once; an order received before answers as it is, unchanged. */
export const receiveHead =
  (deps: ReceiptDeps & { updates: OrderUpdates }) =>
  async (input: ReceiveHeadInput): Promise<Result<Order, DomainError | OrderStatusChanged>> => {
    const settings = await deps.settings.get();
    return changeOrder(
      deps.updates,
      input.id,
      (order, unit) => (order.receivedAt ? NO_CHANGE : receiptPlan(unit, order, { settings, receivedAt: deps.clock.now(), author: byAdmin(input.actor) })),
      { siteOrigin: input.siteOrigin },
    );
  };
