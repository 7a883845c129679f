import { byAdmin } from "../events/changed-by.ts";
import type { DomainEvent } from "../events/domain-event.ts";
import { orderChangeEvents } from "../events/order-change-events.ts";
import { statusChangeEvents } from "../orders/change-order.ts";
import type { NewOrderEvent } from "../orders/order-event.ts";
import type { Order, ShippingInfo } from "../orders/order.ts";
import {
  isCarrierError,
  type Carrier,
  type CarrierError,
  type LabelAddress,
  type LabelKind,
  type Parcel,
  type PostalAddress,
  type RateQuote,
} from "../ports/carrier.port.ts";
import type { LabelFiles } from "../ports/label-files.port.ts";
import type { OrderRepository, OrderShippingChanges, RecordedLabel } from "../ports/order-repository.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import { invalid, notFound, type DomainError } from "../shared/errors.ts";
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

/** The ISO code of the order's country: the US when it names none or names the US in any usual way. */
export function countryCode(country: string | null | undefined): string {
  const text = country?.trim() ?? "";
  if (DOMESTIC.has(text.toLowerCase())) return "US";
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  if (text.toLowerCase() === "canada") return "CA";
  return text;
}

/** The customer's address in parts (for a carrier's API), with the e-mail and phone a carrier may want. */
export function customerParcelAddress(order: Pick<Order, "customerName" | "customerEmail" | "shippingInfo">): LabelAddress {
  const info = order.shippingInfo ?? {};
  const postal: PostalAddress = {
    street1: info.address?.trim() ?? "",
    city: info.city?.trim() ?? "",
    state: info.state?.trim() ?? "",
    zip: info.zip?.trim() ?? "",
    country: countryCode(info.country),
  };
  const phone = info.phone?.trim();
  return { ...customerLabelAddress(order), postal, email: order.customerEmail, ...(phone ? { phone } : {}) };
}

/** A carrier's refusal as the one clear error the admin sees: a 400 for what the admin can fix, a 503 when the carrier is away. */
export function carrierFailure(error: CarrierError): DomainError {
  return error.reason === "unavailable" ? { kind: "unavailable", message: error.message } : invalid(error.message);
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
 * What a set of labels made together changes
 * (docs/rules/shipping.md, What a label does to the status): each label's fields, and `shipped` from an outbound or single
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

/** `label.created` of each label an admin had stored, under the ids the store gave them (in the labels' order). */
export const labelsCreated = (
  orderId: number,
  labels: readonly RecordedLabel[],
  labelIds: readonly number[],
  actor: string,
  testLabel: boolean,
): DomainEvent[] =>
  labels.map((label, index) => ({
    type: "label.created",
    orderId,
    ...byAdmin(actor),
    labelId: labelIds[index]!,
    kind: label.kind,
    carrier: label.carrier,
    trackingNumber: label.trackingNumber,
    testLabel,
  }));

/** docs/rules/shipping.md, Labels: the label result. `id` is the label's own id. */
export type LabelResult = {
  id: number;
  orderId: number;
  kind: LabelKind;
  labelUrl: string;
  trackingNumber: string;
  carrier: string;
  /** Integer cents. */
  rate: number;
  /** The carrier's own tracking page, when it gives one. */
  trackingUrl: string | null;
  /** Not valid for postage (the built-in carrier, or a carrier's test mode). */
  testLabel: boolean;
};

export type CreateLabelsDeps = {
  orders: OrderRepository;
  updates: OrderUpdates;
  /** The carrier, or how to find the one in use for this request (a key saved in Settings applies at once). */
  carrier: Carrier | (() => Promise<Carrier>);
  files: LabelFiles;
  /** The business's return address (Settings' ship-from address, else the contact-info section). */
  sender: () => Promise<LabelAddress>;
  /** The business's parcel (Settings); the carrier's default when omitted. */
  parcel?: () => Promise<Parcel>;
};

const carrierOf = (deps: Pick<CreateLabelsDeps, "carrier">): Promise<Carrier> =>
  typeof deps.carrier === "function" ? deps.carrier() : Promise.resolve(deps.carrier);

/** `actor`: who asked (the admin's username), for the timeline. */
/** `siteOrigin`: where the links of the mails the labels cause (shipped) point. */
export type CreateLabelsInput = {
  orderId: number;
  kinds: readonly LabelKind[];
  service?: string;
  /** The rate the admin picked for a kind (from `quoteLabelRates`); the cheapest otherwise. */
  rateIds?: Partial<Record<LabelKind, string>> | undefined;
  actor: string;
  siteOrigin?: string | undefined;
};

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

    const [carrier, business, parcel] = await Promise.all([carrierOf(deps), deps.sender(), deps.parcel?.()]);
    const customer = customerParcelAddress(order);
    const made: RecordedLabel[] = [];
    const undo = async () => {
      for (const label of made) {
        await deps.files.remove(label.labelUrl).catch(() => {});
        await carrier.cancelLabel(label).catch(() => {});
      }
    };

    try {
      for (const kind of input.kinds) {
        const [from, to] = kind === "return" ? [customer, business] : [business, customer];
        const bought = await carrier.buyLabel({ kind, orderId: order.id, from, to, parcel, service: input.service, rateId: input.rateIds?.[kind] });
        let labelUrl: string;
        try {
          labelUrl = (await deps.files.save(bought.pdf)).url;
        } catch (error) {
          await carrier.cancelLabel(bought).catch(() => {});
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
      // Recorded after the purchase, never around it: a transaction held open for the carrier's seconds would hold a connection (decision 0023).
      const recorded = await deps.updates.inTransaction(
        async (unit) => {
          const current = await unit.lockOrder(order.id);
          if (!current) return null;
          const updated = await unit.updateOrder(order.id, changes);
          const labelIds = await unit.insertLabels(order.id, made);
          await unit.appendEvents(order.id, labelEvents(current, made, changes, input.actor));
          unit.record(
            ...labelsCreated(order.id, made, labelIds, input.actor, carrier.testLabels),
            ...orderChangeEvents(current, changes, byAdmin(input.actor)),
          );
          return { order: updated, labelIds };
        },
        { siteOrigin: input.siteOrigin },
      );
      if (!recorded) {
        await undo();
        return err(notFound("Order"));
      }
      const labels = made.map(({ providerRef: _ref, ...label }, index) => ({
        id: recorded.labelIds[index]!,
        orderId: order.id,
        ...label,
        trackingUrl: label.trackingUrl ?? null,
        testLabel: carrier.testLabels,
      }));
      return ok({ order: recorded.order, labels });
    } catch (error) {
      await undo();
      // What the carrier refused (an address it cannot find, no rates, a bad key) is one clear error, nothing bought kept.
      if (isCarrierError(error)) return err(carrierFailure(error));
      // Storing the PDF or saving the order failed: what was bought is voided above; the admin may simply try again.
      console.error("[labels] Recording a label failed; its purchase was voided:", error);
      return err({ kind: "unavailable", message: LABEL_NOT_RECORDED_MESSAGE });
    }
  };

export const LABEL_NOT_RECORDED_MESSAGE = "The label could not be saved, so it was voided and nothing is owed for it. Please try again.";

export type LabelRates = {
  /** "shippo", or "test" for the built-in test labels. */
  provider: string;
  testLabels: boolean;
  /** Cheapest first. */
  rates: RateQuote[];
  /** The cheapest: preselected for the admin. */
  selectedRateId: string;
};

/**
 * The rates for one of the order's labels, cheapest first and preselected,
 * so the admin can pick another before buying (`rateIds` of createLabels).
 */
export const quoteLabelRates =
  (deps: Omit<CreateLabelsDeps, "updates" | "files">) =>
  async (input: { orderId: number; kind: LabelKind }): Promise<Result<LabelRates>> => {
    const order = await deps.orders.findById(input.orderId);
    if (!order) return err(notFound("Order"));
    if (!hasValidShippingAddress(order.shippingInfo)) return err(invalid(INVALID_ADDRESS_MESSAGE));
    const [carrier, business, parcel] = await Promise.all([carrierOf(deps), deps.sender(), deps.parcel?.()]);
    const customer = customerParcelAddress(order);
    const [from, to] = input.kind === "return" ? [customer, business] : [business, customer];
    try {
      const rates = (await carrier.quoteRates({ kind: input.kind, orderId: order.id, from, to, parcel })).toSorted((a, b) => a.amount - b.amount);
      if (!rates.length) return err(invalid("No carrier offers a rate for this parcel."));
      return ok({ provider: carrier.provider, testLabels: carrier.testLabels, rates, selectedRateId: rates[0]!.id });
    } catch (error) {
      if (isCarrierError(error)) return err(carrierFailure(error));
      throw error;
    }
  };
