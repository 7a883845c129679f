/**
 * @module The Activity screen's filters and page, kept in the address
 * (`/admin/activity?admin=sam&kind=orders&from=2026-03-01&to=2026-03-31&page=2`)
 * so a reload or Back shows the same rows, and turned into the query of
 * GET /api/activity. From and To are the admin's local calendar days: From
 * starts at local midnight (`since`, inclusive), To ends at the next local
 * midnight (`before`, exclusive), so both days are included.
 */
import { ACTIVITY_KINDS, type ActivityKind } from "@stringing/core/activity/activity";

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityFilters {
  /** A username, or "" for every admin. */
  admin: string;
  kind: ActivityKind | "";
  /** Local calendar days, "YYYY-MM-DD", or "". */
  from: string;
  to: string;
  /** 1-based. */
  page: number;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { admin: "", kind: "", from: "", to: "", page: 1 };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-03-01" as a local calendar day, or `null` when it is not a real day. */
function localDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

export const isActivityKind = (value: string | null): value is ActivityKind => ACTIVITY_KINDS.includes(value as ActivityKind);

/** The filters in an address's query; anything unreadable is left out. */
export function filtersFromSearch(search: string): ActivityFilters {
  const params = new URLSearchParams(search);
  const kind = params.get("kind");
  const page = Number(params.get("page"));
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return localDay(value) ? value : "";
  };
  return {
    admin: params.get("admin")?.trim() ?? "",
    kind: isActivityKind(kind) ? kind : "",
    from: day("from"),
    to: day("to"),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for the filters ("" when none is set); empty filters and page 1 are left out. */
export function searchFromFilters(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  if (filters.admin) params.set("admin", filters.admin);
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const hasActivityFilters = (filters: ActivityFilters): boolean => Boolean(filters.admin || filters.kind || filters.from || filters.to);

export interface ActivityQuery {
  admin?: string;
  kind?: ActivityKind;
  since?: string;
  before?: string;
  limit: number;
  offset: number;
}

/** The query of GET /api/activity for the filters' page: local days become instants. */
export function activityQuery(filters: ActivityFilters): ActivityQuery {
  const from = localDay(filters.from);
  const to = localDay(filters.to);
  const dayAfter = to ? new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1) : null;
  return {
    ...(filters.admin ? { admin: filters.admin } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(from ? { since: from.toISOString() } : {}),
    ...(dayAfter ? { before: dayAfter.toISOString() } : {}),
    limit: ACTIVITY_PAGE_SIZE,
    offset: (filters.page - 1) * ACTIVITY_PAGE_SIZE,
  };
}

/** When To is before From no row can match: the screen says so under To. */
export const datesOutOfOrder = (filters: ActivityFilters): boolean => Boolean(filters.from && filters.to && filters.to < filters.from);

/** "orders" → "Orders": each kind's label is its name, capitalised. */
export const KIND_LABELS = Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, kind[0]!.toUpperCase() + kind.slice(1)])) as Record<ActivityKind, string>;

/** Kinds whose record is an order: a status change, its payment, its labels. */
export const ORDER_RECORD_KINDS: ReadonlySet<string> = new Set<ActivityKind>(["orders", "payments", "labels"]);

/** A kind this build does not know is shown as sent. */
export const kindLabel = (kind: string): string => KIND_LABELS[kind as ActivityKind] ?? kind;
