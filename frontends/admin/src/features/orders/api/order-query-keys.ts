/**
 * @module Query keys of the order data, and the invalidation every order
 * change needs (admin spec §7: "Order changes invalidate the cached orders,
 * customers and customer-orders"). Keys start with the endpoint path, so
 * the match is by prefix: any query keyed under /api/orders (lists, one
 * order, a customer's orders, the dashboard's counts) or /api/customers.
 */
import type { QueryClient } from "@tanstack/react-query";

export const ORDERS_KEY = "/api/orders";

const AFFECTED = ["/api/orders", "/api/customers"];

export function invalidateOrderQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === "string" && AFFECTED.some((prefix) => head.startsWith(prefix));
    },
  });
}
