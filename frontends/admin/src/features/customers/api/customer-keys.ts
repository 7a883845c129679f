/** @module Query keys of the customer screen. Order changes refresh orders, customers and customer orders (admin spec §7). */
import type { QueryClient } from "@tanstack/react-query";

export const CUSTOMERS_KEY = ["/api/customers"] as const;
export const customersPageKey = (q: string, page: number) => [...CUSTOMERS_KEY, { q, page }] as const;
/** Starts with "/api/orders", so invalidating the orders prefix refreshes it too. */
export const customerOrdersKey = (customerId: number) => ["/api/orders", "customer", customerId] as const;

const startsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(prefix);

export const invalidateCustomers = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: startsWith("/api/customers") });

/** After an order change: every orders query (this screen's and the Orders screen's) and the customers (counts). */
export async function invalidateOrders(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ predicate: startsWith("/api/orders") }), invalidateCustomers(queryClient)]);
}
