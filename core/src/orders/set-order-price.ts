import { byAdmin } from "../events/changed-by.ts";
import { paymentRecorded } from "../events/payment-recorded.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { DomainError } from "../shared/errors.ts";
import type { Result } from "../shared/result.ts";
import { changeOrder, type OrderStatusChanged } from "./change-order.ts";
import type { Order } from "./order.ts";
import { priceChange } from "./order-price.ts";

/** `siteOrigin`: where the links of the mails the change queues point (a price that a payment now covers makes the order paid). */
export type SetOrderPriceInput = { id: number; servicePrice: number; actor: string; siteOrigin?: string | undefined };

/**
 * PATCH /api/orders/{id}/price: the owner prices an order after it was
 * placed; the balance and the payment link follow. Records `order.price_set`
 * and, when the payment status follows the price, `payment.recorded`.
 */
export const setOrderPrice =
  (deps: { updates: OrderUpdates }) =>
  (input: SetOrderPriceInput): Promise<Result<Order, DomainError | OrderStatusChanged>> =>
    changeOrder(
      deps.updates,
      input.id,
      async (order, unit) => {
        const change = priceChange(order, input.servicePrice, input.actor, await unit.chargesOf(order.id));
        if (!change) return { changes: {}, events: [], record: [] };
        const { paymentStatus } = change.changes;
        return {
          ...change,
          record: [
            { type: "order.price_set", orderId: order.id, ...byAdmin(input.actor), from: order.servicePrice, to: input.servicePrice },
            ...(paymentStatus ? [paymentRecorded(order, { paymentStatus }, byAdmin(input.actor))] : []),
          ],
        };
      },
      { siteOrigin: input.siteOrigin },
    );
