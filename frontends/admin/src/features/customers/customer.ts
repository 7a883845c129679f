/** @module A customer and an order as the API sends them (JSON: dates are ISO strings). */
import type { Customer as CoreCustomer } from "@stringing/core/customers/customer";
import type { OrderDetails } from "@stringing/core/orders/additional-requests";
import type { Order } from "@stringing/core/orders/order";
import type { Jsonified } from "@stringing/core/shared/jsonified";

export type Customer = Jsonified<CoreCustomer>;

/** The order fields the customer screen reads, and the details the server parses from additionalRequests. */
export type CustomerOrder = Pick<
  Jsonified<Order>,
  "id" | "customerId" | "customerName" | "customerEmail" | "serviceName" | "servicePrice" | "status" | "createdAt" | "shippingInfo" | "trackingNumber" | "additionalRequests"
> & { details: OrderDetails };
