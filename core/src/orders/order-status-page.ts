import { isTrackingStatus } from "../ports/carrier.port.ts";
import type { OrderRepository, RecordedLabel } from "../ports/order-repository.port.ts";
import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { liveReturnLabel, offersReturnLabel, type ReturnLabelCandidate, returnLabelPathFor } from "../shipping/return-label.ts";
import { parcelsAppTrackingUrl, uspsTrackingUrl } from "../shipping/tracking-links.ts";
import { isPublicOrderEvent, type OrderEvent, type OrderEventType } from "./order-event.ts";
import type { Order } from "./order.ts";
import { type OrderRecipe, orderRecipe } from "./order-recipe.ts";
import type { OrderStatus } from "./order-status.ts";
import { orderPaymentUrl, type PaymentSetting } from "./payment-link.ts";
import { balanceDue } from "./balance-due.ts";
import { type Charge, type ChargeView, chargeView } from "./charges/charge.ts";
import type { ChargesRepository } from "./charges/charges.port.ts";
import { awaitsPayment } from "./payment.ts";
import type { PaymentStatus } from "./payment-status.ts";
import { isTrackingToken } from "./tracking-token.ts";

/** A parcel on its way, as the customer may see it. */
export type PublicTracking = { carrier: string; trackingNumber: string; url: string };

/**
 * One step of the public timeline: its type and time, and for a few types
 * the one word that says which step (`to` for a status or payment change,
 * `direction` for a label). Never who did it, never a note, never an address.
 */
export type PublicOrderEvent = { type: OrderEventType; at: Date; to?: string; direction?: string };

/**
 * GET /api/track/{token} (docs/rules/orders.md, The customer's status page). Holds no
 * e-mail, phone or street address: built field by field, never by copying
 * the order.
 */
export type OrderStatusPage = {
  id: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  /** When the head arrived in the workshop; null until then. */
  receivedAt: Date | null;
  /** The day (YYYY-MM-DD) the stick is promised back by; null until the head is received. */
  promisedBy: string | null;
  serviceName: string;
  /** Integer cents. */
  servicePrice: number;
  /** What is still to pay (integer cents): the price plus the approved extra work, less what was paid, never below 0. */
  balanceDue: number;
  /** The extra work proposed on the order, oldest first, each with its state: the player approves or declines a proposed one. */
  charges: ChargeView[];
  /** The payment link, for the balance, while unpaid or partially paid; null once paid (or refunded) or when the service has none. */
  paymentUrl: string | null;
  /** The return label's parcel: the head coming in. */
  inboundTracking: PublicTracking | null;
  /** The parcel going back to the customer. */
  outboundTracking: PublicTracking | null;
  /**
   * Where the customer downloads the return label to send the head in
   * (`/api/track/<token>/return-label.pdf`), while the order is pending and
   * has a live return label; null otherwise. Never any other label's URL.
   */
  returnLabelUrl: string | null;
  /** Oldest first. */
  events: PublicOrderEvent[];
  /** The pocket as the order form's fields, to order it again; no contact or address field. */
  recipe: OrderRecipe;
};

/** A carrier's own tracking page where the carrier is known; a tracking aggregator otherwise. */
export function publicTrackingUrl(carrier: string, trackingNumber: string): string {
  const name = carrier.trim().toLowerCase();
  if (name.startsWith("usps")) return uspsTrackingUrl(trackingNumber);
  if (name.startsWith("ups")) return `https://www.ups.com/track?tracknum=${encodeURIComponent(trackingNumber.trim())}`;
  return parcelsAppTrackingUrl(trackingNumber);
}

/** The carrier by the number's shape, for numbers typed in by hand: UPS's 1Z, USPS's 20 to 22 digits. */
export function carrierOfTrackingNumber(trackingNumber: string): string {
  const compact = trackingNumber.replace(/\s+/g, "");
  if (/^1Z[0-9A-Z]{16}$/i.test(compact)) return "UPS";
  if (/^\d{20,22}$/.test(compact)) return "USPS";
  return "Carrier";
}

function tracking(trackingNumber: string | null, labels: readonly RecordedLabel[]): PublicTracking | null {
  if (!trackingNumber?.trim()) return null;
  const label = labels.findLast((candidate) => candidate.trackingNumber === trackingNumber);
  const carrier = label?.carrier ?? carrierOfTrackingNumber(trackingNumber);
  return { carrier, trackingNumber, url: publicTrackingUrl(carrier, trackingNumber) };
}

function publicEvent(event: OrderEvent): PublicOrderEvent {
  const shown: PublicOrderEvent = { type: event.type, at: event.at };
  const { to, direction } = event.data;
  if ((event.type === "status_changed" || event.type === "payment_changed") && typeof to === "string") shown.to = to;
  if (event.type === "label_created" && (direction === "inbound" || direction === "outbound")) shown.direction = direction;
  // A carrier's report: which parcel, and its new state (DELIVERED, …): the head received, the stick on its way back.
  if (event.type === "tracking_updated" && (direction === "inbound" || direction === "outbound") && isTrackingStatus(to)) {
    shown.direction = direction;
    shown.to = to;
  }
  return shown;
}

/** The status page of an order, from the order, its labels and its timeline. */
export function orderStatusPage(
  order: Order,
  labels: readonly (RecordedLabel & ReturnLabelCandidate)[],
  events: readonly OrderEvent[],
  settings: readonly PaymentSetting[],
  charges: readonly Charge[] = [],
): OrderStatusPage {
  const due = balanceDue(order, charges);
  return {
    id: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt,
    receivedAt: order.receivedAt,
    promisedBy: order.promisedBy,
    serviceName: order.serviceName,
    servicePrice: order.servicePrice,
    balanceDue: due,
    charges: charges.map(chargeView),
    // Without the e-mail: whoever holds the link sees this, and it must not carry the address. The link charges only what is left.
    paymentUrl: awaitsPayment(order) ? orderPaymentUrl({ ...order, servicePrice: due }, settings) : null,
    inboundTracking: tracking(order.returnTrackingNumber, labels),
    outboundTracking: tracking(order.outboundTrackingNumber ?? order.trackingNumber, labels),
    // The token-scoped path only: the admin's label URL never leaves the back office.
    returnLabelUrl: offersReturnLabel(order) && liveReturnLabel(order, labels) ? returnLabelPathFor(order.trackingToken) : null,
    events: events.filter(isPublicOrderEvent).map(publicEvent),
    recipe: orderRecipe(order),
  };
}

export type TrackOrderDeps = {
  orders: OrderRepository;
  paymentSettings: () => Promise<readonly PaymentSetting[]>;
  /** The order's extra work; none where omitted. */
  charges?: ChargesRepository;
};

/** The customer's status page by its token; any text that is not a known token is `not_found`. */
export const trackOrder =
  (deps: TrackOrderDeps) =>
  async (token: string): Promise<Result<OrderStatusPage>> => {
    if (!isTrackingToken(token)) return err(notFound("Order"));
    const order = await deps.orders.findByTrackingToken(token);
    if (!order) return err(notFound("Order"));
    const [labels, events, settings, charges] = await Promise.all([
      deps.orders.labels(order.id),
      deps.orders.events(order.id),
      deps.paymentSettings(),
      deps.charges?.ofOrders([order.id]),
    ]);
    return ok(orderStatusPage(order, labels, events ?? [], settings, charges?.get(order.id) ?? []));
  };
