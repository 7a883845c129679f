import { byAdmin } from "../events/changed-by.ts";
import type { DomainEvent } from "../events/domain-event.ts";
import { orderChangeEvents } from "../events/order-change-events.ts";
import { changeOrder, type OrderChangePlan, type OrderStatusChanged, statusChangeEvents } from "../orders/change-order.ts";
import type { NewOrderEvent } from "../orders/order-event.ts";
import type { Order } from "../orders/order.ts";
import { type Clock, systemClock } from "../ports/clock.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { DomainError } from "../shared/errors.ts";
import type { Result } from "../shared/result.ts";
import { NO_CHANGE, receiptPlan } from "../workshop/receive-head.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "../workshop/workshop-settings.ts";
import type { WorkshopSettingsStore } from "../workshop/workshop-settings-store.port.ts";
import { shippingUpdateChanges, type ShippingUpdate } from "./shipping-update.ts";

/** `siteOrigin`: where the links of the mails the change queues point. */
export type UpdateShippingInput = { id: number; update: ShippingUpdate; actor: string; siteOrigin?: string | undefined };

/**
 * The timeline of a shipping update: the tracking number changed
 * (`tracking_updated`), a label URL attached by hand (`label_created`,
 * outbound) or removed (`label_deleted`), and the status.
 */
export function shippingUpdateEvents(order: Order, update: ShippingUpdate, actor: string): NewOrderEvent[] {
  const changes = shippingUpdateChanges(update);
  const events: NewOrderEvent[] = [];
  if (changes.trackingNumber !== undefined && changes.trackingNumber !== order.trackingNumber) {
    events.push({ type: "tracking_updated", actor, data: { from: order.trackingNumber, to: changes.trackingNumber } });
  }
  if (changes.shippingLabelUrl !== undefined && changes.shippingLabelUrl !== order.shippingLabelUrl) {
    if (order.shippingLabelUrl) {
      events.push({ type: "label_deleted", actor, data: { direction: "outbound", kind: "shipping", labelUrl: order.shippingLabelUrl } });
    }
    if (changes.shippingLabelUrl) {
      const trackingNumber = changes.trackingNumber ?? order.trackingNumber;
      events.push({ type: "label_created", actor, data: { direction: "outbound", kind: "shipping", trackingNumber, labelUrl: changes.shippingLabelUrl } });
    }
  }
  return [...events, ...statusChangeEvents(order.status, changes.status, actor)];
}

/**
 * PATCH /api/orders/{id}/shipping: the shipping rule of docs/rules/orders.md, Changing the status, with its events in the same transaction.
 * A move to in progress receives an order not yet received, as the status route does (`settings`, `clock`: the calendar and the time it is
 * counted with; the default calendar and the system clock when omitted).
 */
export const updateShipping =
  (deps: { updates: OrderUpdates; settings?: WorkshopSettingsStore | undefined; clock?: Clock | undefined }) =>
  async (input: UpdateShippingInput): Promise<Result<Order, DomainError | OrderStatusChanged>> => {
    const settings = input.update.status === "in_progress" ? await (deps.settings?.get() ?? DEFAULT_WORKSHOP_SETTINGS) : DEFAULT_WORKSHOP_SETTINGS;
    return changeOrder(
      deps.updates,
      input.id,
      async (order, unit) => {
        const events = shippingUpdateEvents(order, input.update, input.actor);
        if (!events.length) return { changes: {}, events, record: [] };
        const changes = shippingUpdateChanges(input.update);
        const author = byAdmin(input.actor);
        const updated: DomainEvent = { type: "order.shipping_updated", orderId: order.id, ...author, update: input.update };
        const receipt: OrderChangePlan =
          changes.status === "in_progress" && order.status !== "in_progress" && !order.receivedAt
            ? await receiptPlan(unit, order, { settings, receivedAt: (deps.clock ?? systemClock).now(), author })
            : NO_CHANGE;
        return {
          changes: { ...changes, ...receipt.changes },
          events: [...events, ...receipt.events],
          record: [updated, ...orderChangeEvents(order, changes, author), ...receipt.record],
        };
      },
      { siteOrigin: input.siteOrigin, expectedStatus: input.update.expectedStatus },
    );
  };
