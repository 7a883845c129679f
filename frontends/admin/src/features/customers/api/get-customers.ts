/**
 * @module GET /api/customers?q=&limit=&offset=: one page of the customer
 * book, newest first. The API returns no total, so a page asks for one row
 * more than it shows to know whether a next page exists.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import type { Customer } from "../customer.ts";
import { customerKeys } from "./customer-keys.ts";

export const CUSTOMERS_PAGE_SIZE = 25;

export type CustomersPage = { customers: Customer[]; hasNext: boolean };

const listCustomers = (query: { limit?: number; offset?: number; q: string }, signal?: AbortSignal) =>
  unwrap(
    api.customers.$get({ query: { limit: query.limit?.toString(), offset: query.offset?.toString(), q: query.q.trim() || undefined } }, withSignal(signal)),
  );

export async function getCustomers(q: string, page: number, signal?: AbortSignal): Promise<CustomersPage> {
  const rows = await listCustomers({ limit: CUSTOMERS_PAGE_SIZE + 1, offset: page * CUSTOMERS_PAGE_SIZE, q }, signal);
  return { customers: rows.slice(0, CUSTOMERS_PAGE_SIZE), hasNext: rows.length > CUSTOMERS_PAGE_SIZE };
}

export const customersPageQuery = (q: string, page: number) =>
  queryOptions({ queryKey: customerKeys.page(q.trim(), page), queryFn: ({ signal }) => getCustomers(q, page, signal), placeholderData: keepPreviousData });

export const useCustomers = (q: string, page: number) => useQuery(customersPageQuery(q, page));

/** Every customer matching `q`, for the CSV export. */
export const getAllCustomers = (q: string) => listCustomers({ q });
