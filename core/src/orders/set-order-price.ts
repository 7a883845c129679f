import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { DomainError } from "../shared/errors.ts";
import type { Result } from "../shared/result.ts";
import { changeOrder, type OrderStatusChanged } from "./change-order.ts";
import type { Order } from "./order.ts";
import { priceChange } from "./order-price.ts";

/** `siteOrigin`: where the links of the mails the change queues point (a price that a payment now covers makes the order paid). */
export type SetOrderPriceInput = { id: number; servicePrice: number; actor: string; siteOrigin?: string | undefined };

/** PATCH /api/orders/{id}/price: the owner prices an order after it was placed; the balance and the payment link follow. */
export const setOrderPrice =
  (deps: { updates: OrderUpdates }) =>
  (input: SetOrderPriceInput): Promise<Result<Order, DomainError | OrderStatusChanged>> =>
    changeOrder(deps.updates, input.id, (order) => priceChange(order, input.servicePrice, input.actor) ?? { changes: {}, events: [] }, {
      siteOrigin: input.siteOrigin,
    });
