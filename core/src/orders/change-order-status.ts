import { byAdmin } from "../events/changed-by.ts";
import { orderChangeEvents } from "../events/order-change-events.ts";
import { type Clock, systemClock } from "../ports/clock.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { DomainError } from "../shared/errors.ts";
import type { Result } from "../shared/result.ts";
import { movePromisePlan } from "../workshop/move-promise.ts";
import { receiptPlan } from "../workshop/receive-head.ts";
import type { CalendarDate } from "../workshop/workshop-calendar.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "../workshop/workshop-settings.ts";
import type { WorkshopSettingsStore } from "../workshop/workshop-settings-store.port.ts";
import { changeOrder, type OrderChangePlan, type OrderStatusChanged, statusChangeEvents } from "./change-order.ts";
import { pocketChangePlan } from "./change-pocket.ts";
import type { Order } from "./order.ts";
import type { OrderStatus } from "./order-status.ts";
import type { PocketDetails } from "./pocket-details.ts";

/**
 * `status`, `promisedBy` and `pocket` (the whole pocket in detail): any of
 * them. `siteOrigin`: where the links
 * of the mails the change queues point. `expectedStatus`: the status the
 * admin saw; a stale one changes nothing.
 */
export type ChangeOrderStatusInput = {
  id: number;
  status?: OrderStatus | undefined;
  promisedBy?: CalendarDate | undefined;
  pocket?: PocketDetails | undefined;
  expectedStatus?: OrderStatus | undefined;
  actor: string;
  siteOrigin?: string | undefined;
};

/** `settings` and `clock` date the receipt an order becoming in progress makes; the default calendar and the system clock when omitted. */
export type ChangeOrderStatusDeps = { updates: OrderUpdates; settings?: WorkshopSettingsStore | undefined; clock?: Clock | undefined };

/** The plans one after the other: their columns together, their events in order. */
const together = (plans: readonly OrderChangePlan[]): OrderChangePlan => ({
  changes: Object.assign({}, ...plans.map((plan) => plan.changes)),
  events: plans.flatMap((plan) => plan.events),
  record: plans.flatMap((plan) => plan.record),
});

/**
 * PATCH /api/orders/{id}: sets the work status and moves the promise. A real
 * status change writes `status_changed` with it and records
 * `order.status_changed` (and `order.shipped` when the order has a tracking
 * number); becoming `in_progress` before the head was received receives it
 * (receive-head.ts), so the old way of saying "it is here" still records the
 * arrival and the promise. A new `promisedBy` writes `promise_changed`; a
 * different `pocket` replaces the stored one and writes `pocket_changed`
 * (change-pocket.ts), all in the one transaction.
 */
export const changeOrderStatus =
  (deps: ChangeOrderStatusDeps) =>
  async (input: ChangeOrderStatusInput): Promise<Result<Order, DomainError | OrderStatusChanged>> => {
    const settings = input.status === "in_progress" ? await (deps.settings?.get() ?? DEFAULT_WORKSHOP_SETTINGS) : DEFAULT_WORKSHOP_SETTINGS;
    return changeOrder(
      deps.updates,
      input.id,
      async (order, unit) => {
        const author = byAdmin(input.actor);
        const changes = input.status === undefined || order.status === input.status ? {} : { status: input.status };
        const plans: OrderChangePlan[] = [
          { changes, events: statusChangeEvents(order.status, input.status, input.actor), record: orderChangeEvents(order, changes, author) },
        ];
        if (changes.status === "in_progress" && !order.receivedAt) {
          const receivedAt = (deps.clock ?? systemClock).now();
          plans.push(await receiptPlan(unit, order, { settings, receivedAt, author, promisedBy: input.promisedBy }));
        } else if (input.promisedBy !== undefined) {
          plans.push(movePromisePlan(order, input.promisedBy, author));
        }
        if (input.pocket !== undefined) plans.push(pocketChangePlan(order, input.pocket, author));
        return together(plans);
      },
      { siteOrigin: input.siteOrigin, expectedStatus: input.expectedStatus },
    );
  };
