/**
 * Buys (or draws) shipping labels. `shipping` is the single label of the
 * legacy flow; `return` brings the head from the customer, `outbound` sends
 * it back to them.
 */
export type LabelKind = "shipping" | "return" | "outbound";

/** An address in parts, as a carrier's API wants it. `country` is the ISO 3166 two-letter code. */
export type PostalAddress = {
  street1: string;
  street2?: string | undefined;
  city: string;
  state: string;
  zip: string;
  country: string;
};

/**
 * A printable address: a name and its lines, as written on a label, and the
 * same address in parts where it is known (a carrier's API needs them; the
 * local test labels only print the lines).
 */
export type LabelAddress = {
  name: string;
  lines: string[];
  postal?: PostalAddress | undefined;
  email?: string | undefined;
  phone?: string | undefined;
};

/** The box a head travels in: inches and pounds. */
export type Parcel = { lengthIn: number; widthIn: number; heightIn: number; weightLb: number };

/** A lacrosse-head box: 24 x 10 x 4 in, 2 lb (the default; editable in Settings). */
export const DEFAULT_PARCEL: Parcel = { lengthIn: 24, widthIn: 10, heightIn: 4, weightLb: 2 };

/** One parcel between two addresses: what rates are quoted for. */
export type ShipmentRequest = {
  kind: LabelKind;
  orderId: number;
  from: LabelAddress;
  to: LabelAddress;
  /** The business's parcel; DEFAULT_PARCEL when omitted. */
  parcel?: Parcel | undefined;
};

export type LabelRequest = ShipmentRequest & {
  /** A rate quoted by `quoteRates` for this shipment; the cheapest when omitted. */
  rateId?: string | undefined;
  /** Carrier service, e.g. "USPS Ground Advantage"; the cheapest (or the carrier's default) when omitted. */
  service?: string | undefined;
};

/** A price for one service, cheapest first in a quote. */
export type RateQuote = {
  id: string;
  carrier: string;
  service: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  estimatedDays: number | null;
};

export type BoughtLabel = {
  trackingNumber: string;
  carrier: string;
  /** Integer cents. */
  rate: number;
  /** The label as a PDF document. */
  pdf: Uint8Array;
  /** The carrier API's own id of the purchase (to void it); null when nothing was bought. */
  providerRef: string | null;
  /** The carrier's own tracking page, when it gives one. */
  trackingUrl: string | null;
  /** Not valid for postage: drawn locally, or bought with a carrier's test key. */
  test: boolean;
};

/** What identifies a bought label to its carrier. */
export type CarrierLabelRef = { trackingNumber: string; carrier: string; providerRef?: string | null | undefined };

/** The carriers' common tracking states (Shippo's names). */
export const TRACKING_STATUSES = ["PRE_TRANSIT", "TRANSIT", "DELIVERED", "RETURNED", "FAILURE", "UNKNOWN"] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export const isTrackingStatus = (value: unknown): value is TrackingStatus => (TRACKING_STATUSES as readonly unknown[]).includes(value);

export type TrackingReport = { status: TrackingStatus; at: Date | null; details: string | null };

/**
 * Why a carrier refused: the address does not exist, nothing serves the
 * parcel, the carrier said no (a bad key, an unknown rate, a refused refund),
 * or it could not be reached (a 5xx, a timeout).
 */
export type CarrierFailure = "invalid_address" | "no_rates" | "refused" | "unavailable";

/** What a carrier throws for an expected failure; the message is fit to show the admin. */
export class CarrierError extends Error {
  override readonly name = "CarrierError";
  constructor(
    readonly reason: CarrierFailure,
    message: string,
  ) {
    super(message);
  }
}

export const isCarrierError = (error: unknown): error is CarrierError => error instanceof CarrierError;

export interface Carrier {
  /** Who carries: "shippo", or "test" for the built-in test labels. */
  readonly provider: string;
  /** Labels from this carrier are not valid for postage (drawn locally, or a carrier's test mode). */
  readonly testLabels: boolean;
  /** The rates for the shipment, cheapest first; a CarrierError when the address is invalid or nothing serves it. */
  quoteRates(request: ShipmentRequest): Promise<RateQuote[]>;
  buyLabel(request: LabelRequest): Promise<BoughtLabel>;
  /** Voids a purchase (requests its refund): when the order could not record it, or the admin voids it. */
  cancelLabel(label: CarrierLabelRef): Promise<void>;
  /** The parcel's last known state. */
  track(label: CarrierLabelRef): Promise<TrackingReport>;
}
