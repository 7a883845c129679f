/**
 * @module The roots of the order queries' keys, and the invalidation every
 * order change needs
 * (docs/rules/admin.md, The order's page: a change refreshes the orders, customers and a customer's orders). Each endpoint's `queryOptions`
 * factory builds its key under `orderKeys.all`; keys of other screens that
 * read orders (the dashboard's counts and latest orders) start with the
 * same path, so the match is by prefix of the first element.
 */
import type { QueryClient } from "@tanstack/react-query";

export const orderKeys = {
  all: ["/api/orders"] as const,
  pages: () => [...orderKeys.all, "page"] as const,
  ofCustomer: (customerId: number) => [...orderKeys.all, "customer", customerId] as const,
  one: (id: number) => [...orderKeys.all, "one", id] as const,
  events: (id: number) => [...orderKeys.all, "one", id, "events"] as const,
};

const AFFECTED = ["/api/orders", "/api/customers"];

/** Every orders query (lists, a customer's orders, the dashboard's) and the customers (their order counts). */
export function invalidateOrderQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === "string" && AFFECTED.some((prefix) => head.startsWith(prefix));
    },
  });
}
