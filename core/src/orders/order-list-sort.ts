import type { Order } from "./order.ts";
import { foldCase } from "../shared/fold-case.ts";

/** The Orders list's sortable columns: the order number, its date, the customer's name and its total (the service price). */
export const ORDER_SORT_KEYS = ["id", "createdAt", "customerName", "total"] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export type OrderSort = { key: OrderSortKey; direction: SortDirection };

/** docs/rules/api.md, Lists and paging: orders come newest first unless the caller sorts. */
export const DEFAULT_ORDER_SORT: OrderSort = { key: "createdAt", direction: "desc" };

/** Names read A to Z first; numbers, dates and amounts biggest (newest) first. */
export const defaultDirectionOf = (key: OrderSortKey): SortDirection => (key === "customerName" ? "asc" : "desc");

/** The sort a list query asks for, filling in what it leaves out. */
export function orderSortOf(query: { sort?: OrderSortKey | undefined; direction?: SortDirection | undefined }): OrderSort {
  if (!query.sort) return query.direction ? { ...DEFAULT_ORDER_SORT, direction: query.direction } : DEFAULT_ORDER_SORT;
  return { key: query.sort, direction: query.direction ?? defaultDirectionOf(query.sort) };
}

type Sortable = Pick<Order, "id" | "createdAt" | "customerName" | "servicePrice">;

/** Code point order, as the SQL's `collate "C"` compares: the same on every database whatever its locale. */
const byCodePoint = (a: string, b: string): number => {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = left[index]!.codePointAt(0)! - right[index]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
};

const compareBy: Record<OrderSortKey, (a: Sortable, b: Sortable) => number> = {
  id: () => 0,
  createdAt: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  // Case folded: "bob" sits beside "Bob", not after "Zoe".
  customerName: (a, b) => byCodePoint(foldCase(a.customerName), foldCase(b.customerName)),
  total: (a, b) => a.servicePrice - b.servicePrice,
};

/**
 * Orders in the sort's order, ties broken by id in the same direction so a
 * page boundary never moves: what the SQL list does, for the in-memory store.
 */
export function compareOrders(sort: OrderSort): (a: Sortable, b: Sortable) => number {
  const sign = sort.direction === "asc" ? 1 : -1;
  return (a, b) => sign * (compareBy[sort.key](a, b) || a.id - b.id);
}
