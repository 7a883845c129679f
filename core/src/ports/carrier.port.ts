/**
 * Buys (or draws) shipping labels. `shipping` is the single label of the
 * legacy flow; `return` brings the head from the customer, `outbound` sends
 * it back to them.
 */
export type LabelKind = "shipping" | "return" | "outbound";

/** A printable address: a name and its lines, as written on a label. */
export type LabelAddress = { name: string; lines: string[] };

export type LabelRequest = {
  kind: LabelKind;
  orderId: number;
  from: LabelAddress;
  to: LabelAddress;
  /** Carrier service, e.g. "USPS Ground Advantage"; the carrier's default when omitted. */
  service?: string | undefined;
};

export type BoughtLabel = {
  trackingNumber: string;
  carrier: string;
  /** Integer cents. */
  rate: number;
  /** The label as a PDF document. */
  pdf: Uint8Array;
};

export interface Carrier {
  buyLabel(request: LabelRequest): Promise<BoughtLabel>;
  /** Undoes a purchase (refund or void) when the order could not record it. */
  cancelLabel(label: { trackingNumber: string; carrier: string }): Promise<void>;
}
