/** @module A customer and an order as the API sends them (JSON: dates are ISO strings). */
import type { OrderDetails } from "@stringing/core/orders/additional-requests";
import type { ShippingInfo } from "@stringing/core/orders/order";
import type { OrderStatus } from "@stringing/core/orders/order-status";

export type Customer = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  notes: string | null;
  totalOrders: number;
  lastOrderDate: string | null;
  imageUrls: string[];
  createdAt: string;
  updatedAt: string;
  shippingAddress: string | null;
  shippingCity: string | null;
  shippingState: string | null;
  shippingZip: string | null;
  shippingCountry: string | null;
  preferredMesh: string | null;
  preferredThread: string | null;
  preferredPocket: string | null;
};

export type CustomerOrder = {
  id: number;
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  serviceName: string;
  /** Integer cents. */
  servicePrice: number;
  status: OrderStatus;
  createdAt: string;
  shippingInfo: ShippingInfo | null;
  trackingNumber: string | null;
  additionalRequests: string | null;
  /** Read by the server from additionalRequests. */
  details: OrderDetails;
};
