import type { Order } from "../orders/order.ts";
import { EMPTY_POCKET } from "../orders/pocket-details.ts";

/** What a freshly stored order holds beyond its form: no label, no tracking number, unpaid, not yet received. */
export const FRESH_ORDER_STATE = {
  shippingLabelUrl: null,
  trackingNumber: null,
  returnLabelUrl: null,
  returnTrackingNumber: null,
  outboundLabelUrl: null,
  outboundTrackingNumber: null,
  timeToDelivery: null,
  paymentStatus: "unpaid",
  amountPaid: null,
  paidAt: null,
  receivedAt: null,
  promisedBy: null,
} as const satisfies Partial<Order>;

const at = new Date("2026-04-02T09:00:00Z");

/** An order as the store gives it back, placed on 2 April 2026 by Casey Jones; each test names what it relies on. */
export function storedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    customerId: 1,
    customerName: "Casey Jones",
    customerEmail: "casey@example.com",
    serviceName: "Mesh Pocket",
    servicePrice: 4500,
    meshType: "Hero 3.0",
    meshColor: null,
    stringType: null,
    stringColor: null,
    additionalRequests: null,
    status: "pending",
    createdAt: at,
    updatedAt: at,
    shippingInfo: { address: "12 Main St", phone: "555-0100" },
    ...FRESH_ORDER_STATE,
    pocket: EMPTY_POCKET,
    trackingToken: "a".repeat(64),
    ...overrides,
  };
}
