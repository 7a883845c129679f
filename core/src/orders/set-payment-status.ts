import { byAdmin } from "../events/changed-by.ts";
import { paymentRecorded } from "../events/payment-recorded.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { Result } from "../shared/result.ts";
import { changeOrder } from "./change-order.ts";
import type { Order } from "./order.ts";
import { paymentChange, type PaymentUpdate } from "./payment.ts";

/** `siteOrigin`: where the links of the mails the change queues point. */
export type SetPaymentStatusInput = { id: number; update: PaymentUpdate; actor: string; siteOrigin?: string | undefined };

/** PATCH /api/orders/{id}/payment: the owner records a payment (or its absence, or a refund) by hand. */
export const setPaymentStatus =
  (deps: { updates: OrderUpdates; clock: Clock }) =>
  (input: SetPaymentStatusInput): Promise<Result<Order>> =>
    changeOrder(
      deps.updates,
      input.id,
      async (order, unit) => {
        const change = paymentChange(order, input.update, deps.clock.now(), input.actor, await unit.chargesOf(order.id));
        if (!change) return { changes: {}, events: [], record: [] };
        return { changes: change.changes, events: [change.event], record: [paymentRecorded(order, change.changes, byAdmin(input.actor))] };
      },
      { siteOrigin: input.siteOrigin },
    );
