/** @module `GET /api/orders/customer/{id}`: a customer's orders (the Order History tab). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { orderKeys } from "../order-keys.ts";

export const getCustomerOrders = (customerId: number, signal?: AbortSignal) =>
  unwrap(api.orders.customer[":customerId"].$get({ param: { customerId: String(customerId) } }, withSignal(signal)));

export const customerOrdersQuery = (customerId: number) =>
  queryOptions({ queryKey: orderKeys.ofCustomer(customerId), queryFn: ({ signal }) => getCustomerOrders(customerId, signal) });

export const useCustomerOrders = (customerId: number) => useQuery(customerOrdersQuery(customerId));
