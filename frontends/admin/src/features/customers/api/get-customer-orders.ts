/** @module GET /api/orders/customer/{id}: the Order History tab. */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { CustomerOrder } from "../customer.ts";
import { customerOrdersKey } from "./customer-keys.ts";

export const getCustomerOrders = (customerId: number, signal?: AbortSignal) =>
  fetchJson<CustomerOrder[]>(`/api/orders/customer/${customerId}`, signal ? { signal } : {});

export const useCustomerOrders = (customerId: number) =>
  useQuery({ queryKey: customerOrdersKey(customerId), queryFn: ({ signal }) => getCustomerOrders(customerId, signal) });
