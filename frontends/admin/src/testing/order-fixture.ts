/**
 * @module Test helper: one order as `GET /api/orders/:id` answers it,
 * typed by the typed client so a field the API adds or renames fails here
 * once instead of in every test that builds an order by hand.
 */
import { EMPTY_POCKET } from "@stringing/core/orders/pocket-details";
import type { Order } from "../shared/orders/order.ts";

/** Order #12, placed on 2 March 2026 by Ada Lovelace, pending and unpaid; each test overrides what it relies on. */
export function apiOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    customerId: 3,
    customerName: "Ada Lovelace",
    customerEmail: "ada@example.com",
    serviceName: "Mesh Pocket",
    servicePrice: 4500,
    meshType: null,
    meshColor: null,
    stringType: null,
    stringColor: null,
    additionalRequests: null,
    status: "pending",
    createdAt: "2026-03-02T12:00:00.000Z",
    updatedAt: "2026-03-02T12:00:00.000Z",
    shippingInfo: null,
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
    statusUrl: `http://localhost:3000/track/${"e".repeat(64)}`,
    details: {},
    pocket: EMPTY_POCKET,
    ...overrides,
  };
}
