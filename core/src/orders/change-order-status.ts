import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { Result } from "../shared/result.ts";
import { changeOrder, statusChangeEvents } from "./change-order.ts";
import type { Order } from "./order.ts";
import type { OrderStatus } from "./order-status.ts";

/** `siteOrigin`: where the links of the mails the change queues point. */
export type ChangeOrderStatusInput = { id: number; status: OrderStatus; actor: string; siteOrigin?: string | undefined };

/** PATCH /api/orders/{id}: sets the work status; a real change writes `status_changed` with it. */
export const changeOrderStatus =
  (deps: { updates: OrderUpdates }) =>
  (input: ChangeOrderStatusInput): Promise<Result<Order>> =>
    changeOrder(
      deps.updates,
      input.id,
      (order) => ({
        changes: order.status === input.status ? {} : { status: input.status },
        events: statusChangeEvents(order.status, input.status, input.actor),
      }),
      { siteOrigin: input.siteOrigin },
    );
