import { byAdmin } from "../events/changed-by.ts";
import { orderChangeEvents } from "../events/order-change-events.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { DomainError } from "../shared/errors.ts";
import type { Result } from "../shared/result.ts";
import { changeOrder, type OrderStatusChanged, statusChangeEvents } from "./change-order.ts";
import type { Order } from "./order.ts";
import type { OrderStatus } from "./order-status.ts";

/**
 * `siteOrigin`: where the links of the mails the change queues point.
 * `expectedStatus`: the status the admin saw; a stale one changes nothing.
 */
export type ChangeOrderStatusInput = {
  id: number;
  status: OrderStatus;
  expectedStatus?: OrderStatus | undefined;
  actor: string;
  siteOrigin?: string | undefined;
};

/** PATCH /api/orders/{id}: sets the work status; a real change writes `status_changed` with it and records `order.status_changed` (and `order.shipped` when the order has a tracking number). */
export const changeOrderStatus =
  (deps: { updates: OrderUpdates }) =>
  (input: ChangeOrderStatusInput): Promise<Result<Order, DomainError | OrderStatusChanged>> =>
    changeOrder(
      deps.updates,
      input.id,
      (order) => {
        const changes = order.status === input.status ? {} : { status: input.status };
        return {
          changes,
          events: statusChangeEvents(order.status, input.status, input.actor),
          record: orderChangeEvents(order, changes, byAdmin(input.actor)),
        };
      },
      { siteOrigin: input.siteOrigin, expectedStatus: input.expectedStatus },
    );
