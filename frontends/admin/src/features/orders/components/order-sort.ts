/**
 * @module How the Orders list is sorted, as the address says it
 * (`?sort=total&direction=asc`; newest first is left out) and as the table's
 * headers and the phone's Sort select show it.
 */
import type { SortDescriptor } from "react-aria-components";
import {
  DEFAULT_ORDER_SORT,
  defaultDirectionOf,
  ORDER_SORT_KEYS,
  orderSortOf,
  SORT_DIRECTIONS,
  type OrderSort,
  type OrderSortKey,
  type SortDirection,
} from "@stringing/core/orders/order-list-sort";

const isSortKey = (value: string | null): value is OrderSortKey => ORDER_SORT_KEYS.includes(value as OrderSortKey);
const isDirection = (value: string | null): value is SortDirection => SORT_DIRECTIONS.includes(value as SortDirection);

/** The sort the address names; a value the server would refuse reads as the default. */
export function sortFromSearch(params: URLSearchParams): OrderSort {
  const sort = params.get("sort");
  const direction = params.get("direction");
  return orderSortOf({ sort: isSortKey(sort) ? sort : undefined, direction: isDirection(direction) ? direction : undefined });
}

export const isDefaultSort = (sort: OrderSort): boolean => sort.key === DEFAULT_ORDER_SORT.key && sort.direction === DEFAULT_ORDER_SORT.direction;

/** Writes a sort into the address, leaving the default out. */
export function writeSort(params: URLSearchParams, sort: OrderSort): void {
  if (isDefaultSort(sort)) return;
  params.set("sort", sort.key);
  params.set("direction", sort.direction);
}

/** The table's columns are named by the sort keys they sort by. */
export const toSortDescriptor = (sort: OrderSort): SortDescriptor => ({ column: sort.key, direction: sort.direction === "asc" ? "ascending" : "descending" });

/**
 * A header pressed: the sorted column turns around; another column starts
 * the way people read it first (names A to Z, dates, numbers and totals
 * biggest first), not always ascending as react-aria proposes.
 */
export function sortAfterPress(current: OrderSort, descriptor: SortDescriptor): OrderSort {
  const key = String(descriptor.column);
  if (!isSortKey(key)) return current;
  if (key !== current.key) return { key, direction: defaultDirectionOf(key) };
  return { key, direction: descriptor.direction === "ascending" ? "asc" : "desc" };
}

/** The phone's Sort select (the headers are hidden there): each column either way. */
export const SORT_OPTIONS: readonly { sort: OrderSort; label: string }[] = [
  { sort: { key: "createdAt", direction: "desc" }, label: "Newest first" },
  { sort: { key: "createdAt", direction: "asc" }, label: "Oldest first" },
  { sort: { key: "id", direction: "desc" }, label: "Highest order # first" },
  { sort: { key: "id", direction: "asc" }, label: "Lowest order # first" },
  { sort: { key: "customerName", direction: "asc" }, label: "Customer A to Z" },
  { sort: { key: "customerName", direction: "desc" }, label: "Customer Z to A" },
  { sort: { key: "total", direction: "desc" }, label: "Highest total first" },
  { sort: { key: "total", direction: "asc" }, label: "Lowest total first" },
];

export const sortValue = (sort: OrderSort): string => `${sort.key}:${sort.direction}`;

export function sortOfValue(value: string): OrderSort {
  return SORT_OPTIONS.find((option) => sortValue(option.sort) === value)?.sort ?? DEFAULT_ORDER_SORT;
}

export const sortLabel = (sort: OrderSort): string => SORT_OPTIONS.find((option) => sortValue(option.sort) === sortValue(sort))?.label ?? "Newest first";
