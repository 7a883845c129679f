/**
 * Voiding a label from the order details (decision 0017): the carrier is
 * asked for the refund inside the transaction that records it, so a refused
 * refund records nothing and a failed save refunds nothing twice. The order
 * stops pointing at the label; an order the voided label had shipped goes
 * back to `in_progress` (never shipped without a label). A drawn test label
 * has nothing to refund and is only recorded.
 */
import { byAdmin } from "../events/changed-by.ts";
import { orderChangeEvents } from "../events/order-change-events.ts";
import { statusChangeEvents } from "../orders/change-order.ts";
import type { Order } from "../orders/order.ts";
import { isCarrierError, type Carrier } from "../ports/carrier.port.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { OrderRepository, OrderShippingChanges, StoredLabel } from "../ports/order-repository.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import { conflict, invalid, notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { carrierFailure, labelDirection } from "./create-label.ts";

/** The order's fields that still name the label, cleared; and `in_progress` when it was the label that shipped the order. */
export function voidedLabelChanges(order: Order, label: Pick<StoredLabel, "kind" | "trackingNumber">): OrderShippingChanges {
  const changes: OrderShippingChanges = {};
  const number = label.trackingNumber;
  if (label.kind === "return" && order.returnTrackingNumber === number) Object.assign(changes, { returnTrackingNumber: null, returnLabelUrl: null });
  if (label.kind === "outbound" && order.outboundTrackingNumber === number) Object.assign(changes, { outboundTrackingNumber: null, outboundLabelUrl: null });
  if (label.kind === "shipping" && order.trackingNumber === number) changes.shippingLabelUrl = null;
  if (label.kind !== "return" && order.trackingNumber === number) {
    changes.trackingNumber = null;
    if (order.status === "shipped") changes.status = "in_progress";
  }
  return changes;
}

export const NOT_REFUNDABLE_WITHOUT_SHIPPO = "This label was bought through Shippo: connect Shippo again in Settings to void it.";

export type VoidLabelDeps = {
  orders: OrderRepository;
  updates: OrderUpdates;
  carrier: () => Promise<Carrier>;
  clock: Clock;
};

export const voidLabel =
  (deps: VoidLabelDeps) =>
  async (input: { labelId: number; actor: string; siteOrigin?: string | undefined }): Promise<Result<{ order: Order; label: StoredLabel }>> => {
    const label = await deps.orders.findLabel(input.labelId);
    if (!label) return err(notFound("Label"));
    if (label.voidedAt) return err(conflict("This label was voided already."));
    const carrier = label.providerRef ? await deps.carrier() : null;
    if (carrier && carrier.provider === "test") return err(invalid(NOT_REFUNDABLE_WITHOUT_SHIPPO));
    const voidedAt = deps.clock.now();
    try {
      const order = await deps.updates.inTransaction(
        async (unit) => {
          const current = await unit.lockOrder(label.orderId);
          if (!current) return null;
          const changes = voidedLabelChanges(current, label);
          const updated = Object.keys(changes).length ? await unit.updateOrder(current.id, changes) : current;
          await unit.updateLabel(current.id, label.id, { voidedAt });
          await unit.appendEvent(current.id, {
            type: "label_voided",
            actor: input.actor,
            data: { direction: labelDirection(label.kind), kind: label.kind, trackingNumber: label.trackingNumber, carrier: label.carrier },
          });
          await unit.appendEvents(current.id, statusChangeEvents(current.status, changes.status, input.actor));
          const author = byAdmin(input.actor);
          unit.record(
            {
              type: "label.voided",
              orderId: current.id,
              ...author,
              labelId: label.id,
              kind: label.kind,
              carrier: label.carrier,
              trackingNumber: label.trackingNumber,
            },
            ...orderChangeEvents(current, changes, author),
          );
          // Last: a refused refund rolls all of it back.
          if (carrier) await carrier.cancelLabel(label);
          return updated;
        },
        { siteOrigin: input.siteOrigin },
      );
      if (!order) return err(notFound("Order"));
      return ok({ order, label: { ...label, voidedAt } });
    } catch (error) {
      if (isCarrierError(error)) return err(carrierFailure(error));
      throw error;
    }
  };
