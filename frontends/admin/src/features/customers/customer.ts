/**
 * @module A customer and a customer's order as the API sends them: the typed
 * client's answers (JSON: dates are ISO strings), not copies of core's types.
 */
import type { Answer, api } from "@stringing/ui/api-client";
import type { Order } from "../../shared/orders/order.ts";

export type Customer = Answer<(typeof api.customers)[":id"]["$get"]>;

/** The order fields the customer screen reads, and the details the server parses from additionalRequests. */
export type CustomerOrder = Pick<
  Order,
  | "id"
  | "customerId"
  | "customerName"
  | "customerEmail"
  | "serviceName"
  | "servicePrice"
  | "status"
  | "createdAt"
  | "shippingInfo"
  | "trackingNumber"
  | "additionalRequests"
  | "details"
>;
