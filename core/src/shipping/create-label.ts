import { statusChangeEvents } from "../orders/change-order.ts";
import type { NewOrderEvent } from "../orders/order-event.ts";
import type { Order, ShippingInfo } from "../orders/order.ts";
import type { Carrier, LabelAddress, LabelKind } from "../ports/carrier.port.ts";
import type { LabelFiles } from "../ports/label-files.port.ts";
import type { OrderRepository, OrderShippingChanges, RecordedLabel } from "../ports/order-repository.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import { invalid, notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";

export const INVALID_ADDRESS_MESSAGE = "Please ensure the order has a valid shipping address.";

/** A label needs a street, city, state and ZIP. */
export function hasValidShippingAddress(info: ShippingInfo | null | undefined): boolean {
  return [info?.address, info?.city, info?.state, info?.zip].every((part) => typeof part === "string" && part.trim().length > 0);
}

const DOMESTIC = new Set(["", "united states", "united states of america", "us", "usa"]);

/** The customer's address as printed on a label (the country only when it is not the US). */
export function customerLabelAddress(order: Pick<Order, "customerName" | "shippingInfo">): LabelAddress {
  const info = order.shippingInfo ?? {};
  const lines = [info.address?.trim() ?? "", `${info.city?.trim() ?? ""}, ${info.state?.trim() ?? ""} ${info.zip?.trim() ?? ""}`.trim()];
  const country = info.country?.trim() ?? "";
  if (!DOMESTIC.has(country.toLowerCase())) lines.push(country);
  return { name: order.customerName, lines: lines.filter(Boolean) };
}

/**
 * What a new label changes on the order. The single legacy label and the
 * outbound label both ship the head back to the customer, so both set the
 * order's tracking number and the status `shipped`; the outbound label keeps
 * its own URL and leaves the legacy `shippingLabelUrl` alone. A return label
 * only brings the head in, so it changes neither.
 */
export function labelChanges(kind: LabelKind, label: { trackingNumber: string; labelUrl: string }): OrderShippingChanges {
  switch (kind) {
    case "shipping":
      return { trackingNumber: label.trackingNumber, shippingLabelUrl: label.labelUrl, status: "shipped" };
    case "return":
      return { returnTrackingNumber: label.trackingNumber, returnLabelUrl: label.labelUrl };
    case "outbound":
      return { outboundTrackingNumber: label.trackingNumber, outboundLabelUrl: label.labelUrl, trackingNumber: label.trackingNumber, status: "shipped" };
  }
}

/**
 * What a set of labels made together changes (contract, "Labels and
 * shipping"): each label's fields, and `shipped` from an outbound or single
 * label, except with a return label in the set: dual labels are made before
 * the head comes in, so they leave the work status alone.
 */
export function labelsChanges(labels: readonly Pick<RecordedLabel, "kind" | "trackingNumber" | "labelUrl">[]): OrderShippingChanges {
  const changes: OrderShippingChanges = Object.assign({}, ...labels.map((label) => labelChanges(label.kind, label)));
  if (labels.some((label) => label.kind === "return")) delete changes.status;
  return changes;
}

/** Which way a label carries the head: in from the customer, or out to them. */
export const labelDirection = (kind: LabelKind): "inbound" | "outbound" => (kind === "return" ? "inbound" : "outbound");

/** The `label_created` event of each label, then the status change it made. */
export function labelEvents(order: Pick<Order, "status">, labels: readonly RecordedLabel[], changes: OrderShippingChanges, actor: string): NewOrderEvent[] {
  return [
    ...labels.map(
      (label): NewOrderEvent => ({
        type: "label_created",
        actor,
        data: { direction: labelDirection(label.kind), kind: label.kind, trackingNumber: label.trackingNumber, carrier: label.carrier },
      }),
    ),
    ...statusChangeEvents(order.status, changes.status, actor),
  ];
}

/** Admin spec §3, label result. `id` is the label's own id. */
export type LabelResult = {
  id: number;
  orderId: number;
  kind: LabelKind;
  labelUrl: string;
  trackingNumber: string;
  carrier: string;
  /** Integer cents. */
  rate: number;
};

export type CreateLabelsDeps = {
  orders: OrderRepository;
  updates: OrderUpdates;
  carrier: Carrier;
  files: LabelFiles;
  /** The business's return address (the contact-info section). */
  sender: () => Promise<LabelAddress>;
};

/** `actor`: who asked (the admin's username), for the timeline. */
export type CreateLabelsInput = { orderId: number; kinds: readonly LabelKind[]; service?: string; actor: string };

/**
 * Creates the labels of an order and records them, with their events, in
 * one transaction. Each step knows its undo: when a later step fails, files
 * already saved are removed and labels already bought are cancelled, so a
 * failure leaves nothing behind.
 */
export const createLabels =
  (deps: CreateLabelsDeps) =>
  async (input: CreateLabelsInput): Promise<Result<{ order: Order; labels: LabelResult[] }>> => {
    const order = await deps.orders.findById(input.orderId);
    if (!order) return err(notFound("Order"));
    if (!hasValidShippingAddress(order.shippingInfo)) return err(invalid(INVALID_ADDRESS_MESSAGE));

    const business = await deps.sender();
    const customer = customerLabelAddress(order);
    const made: RecordedLabel[] = [];
    const undo = async () => {
      for (const label of made) {
        await deps.files.remove(label.labelUrl).catch(() => {});
        await deps.carrier.cancelLabel(label).catch(() => {});
      }
    };

    try {
      for (const kind of input.kinds) {
        const [from, to] = kind === "return" ? [customer, business] : [business, customer];
        const bought = await deps.carrier.buyLabel({ kind, orderId: order.id, from, to, service: input.service });
        let labelUrl: string;
        try {
          labelUrl = (await deps.files.save(bought.pdf)).url;
        } catch (error) {
          await deps.carrier.cancelLabel(bought).catch(() => {});
          throw error;
        }
        made.push({
          kind,
          carrier: bought.carrier,
          trackingNumber: bought.trackingNumber,
          labelUrl,
          rate: bought.rate,
          providerRef: bought.providerRef,
          trackingUrl: bought.trackingUrl,
        });
      }
      const changes = labelsChanges(made);
      const recorded = await deps.updates.inTransaction(async (unit) => {
        const current = await unit.lockOrder(order.id);
        if (!current) return null;
        const updated = await unit.updateOrder(order.id, changes);
        const labelIds = await unit.insertLabels(order.id, made);
        for (const event of labelEvents(current, made, changes, input.actor)) await unit.appendEvent(order.id, event);
        return { order: updated, labelIds };
      });
      if (!recorded) {
        await undo();
        return err(notFound("Order"));
      }
      const labels = made.map((label, index) => ({ id: recorded.labelIds[index]!, orderId: order.id, ...label }));
      return ok({ order: recorded.order, labels });
    } catch (error) {
      await undo();
      throw error;
    }
  };
