/**
 * @module GET /api/customers?q=&limit=&offset=: one page of the customer
 * book, newest first. The API returns no total, so a page asks for one row
 * more than it shows to know whether a next page exists.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import type { Customer } from "../customer.ts";
import { customersPageKey } from "./customer-keys.ts";

export const CUSTOMERS_PAGE_SIZE = 25;

export type CustomersPage = { customers: Customer[]; hasNext: boolean };

export function customersUrl(q: string, page: number, pageSize = CUSTOMERS_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(pageSize + 1), offset: String(page * pageSize) });
  if (q.trim()) params.set("q", q.trim());
  return `/api/customers?${params.toString()}`;
}

export async function getCustomers(q: string, page: number, signal?: AbortSignal): Promise<CustomersPage> {
  const rows = await fetchJson<Customer[]>(customersUrl(q, page), signal ? { signal } : {});
  return { customers: rows.slice(0, CUSTOMERS_PAGE_SIZE), hasNext: rows.length > CUSTOMERS_PAGE_SIZE };
}

export const useCustomers = (q: string, page: number) =>
  useQuery({ queryKey: customersPageKey(q.trim(), page), queryFn: ({ signal }) => getCustomers(q, page, signal), placeholderData: keepPreviousData });

/** Every customer matching `q`, for the CSV export. */
export const getAllCustomers = (q: string) => {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  const query = params.toString();
  return fetchJson<Customer[]>(`/api/customers${query ? `?${query}` : ""}`);
};
