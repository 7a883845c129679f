/** @module Query keys of the customer screen, and the invalidation after a customer changes. Order changes go through the order layer's. */
import type { QueryClient } from "@tanstack/react-query";

export const customerKeys = {
  all: ["/api/customers"] as const,
  page: (q: string, page: number) => [...customerKeys.all, { q, page }] as const,
};

/** Every cached customer read (pages, counts shown elsewhere) is stale after a change. */
export const invalidateCustomers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/customers") });
