import type { OrderStatus } from "./order-status.ts";
import type { PaymentStatus } from "./payment-status.ts";
import type { PocketDetails } from "./pocket-details.ts";

/** The address and contact details kept with an order (docs/rules/records.md, Orders). */
export type ShippingInfo = {
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
  contactPreference?: string;
};

/** An order as stored and as every order endpoint shows it (docs/rules/records.md, Orders). */
export type Order = {
  id: number;
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  serviceName: string;
  /** Integer cents. */
  servicePrice: number;
  meshType: string | null;
  meshColor: string | null;
  stringType: string | null;
  stringColor: string | null;
  additionalRequests: string | null;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
  shippingInfo: ShippingInfo | null;
  shippingLabelUrl: string | null;
  trackingNumber: string | null;
  returnLabelUrl: string | null;
  returnTrackingNumber: string | null;
  outboundLabelUrl: string | null;
  outboundTrackingNumber: string | null;
  timeToDelivery: number | null;
  /** Apart from the work `status` (docs/rules/payments.md, Payment status). */
  paymentStatus: PaymentStatus;
  /** Integer cents, or null while unpaid. */
  amountPaid: number | null;
  paidAt: Date | null;
  /** When the head arrived in the workshop; null until it is received (docs/rules, Receiving and the promise). */
  receivedAt: Date | null;
  /** The day (YYYY-MM-DD, the workshop's calendar) the stick is promised back by; set on receipt, moved by the owner. */
  promisedBy: string | null;
  /** The pocket in detail (docs/rules/orders.md, The pocket in detail): every key present, a part nobody said null (shooters: empty). */
  pocket: PocketDetails;
  /** The capability in the customer's status page URL, /track/<token>; never shown to the public. */
  trackingToken: string;
};

/** What the intake stores; the database fills id, timestamps and the label fields. */
export type NewOrder = Pick<
  Order,
  | "customerId"
  | "customerName"
  | "customerEmail"
  | "serviceName"
  | "servicePrice"
  | "meshType"
  | "meshColor"
  | "stringType"
  | "stringColor"
  | "additionalRequests"
  | "status"
  | "shippingInfo"
  | "pocket"
>;
