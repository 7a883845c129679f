/**
 * @module Activity Log: every change an admin made, newest first, paged on
 * the server (50 a page), filtered by admin, kind and a span of local days.
 * The filters and the page live in the address, so a reload, a shared link
 * or Back shows the same rows. A row about an order (its status, payment or
 * labels) links to the order.
 */
import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ACTIVITY_KINDS } from "@stringing/core/activity/activity";
import { Button } from "@stringing/ui/components/button";
import { SelectField } from "@stringing/ui/components/select-field";
import { TextField } from "@stringing/ui/components/text-field";
import { formatDateTime } from "@stringing/ui/date-time";
import { describeError } from "@stringing/ui/error-message";
import { Card } from "../../../components/ui/card.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import {
  ACTIVITY_PAGE_SIZE,
  activityQuery,
  datesOutOfOrder,
  filtersFromSearch,
  hasActivityFilters,
  isActivityKind,
  KIND_LABELS,
  kindLabel,
  ORDER_RECORD_KINDS,
  searchFromFilters,
  type ActivityFilters,
} from "../activity-filters.ts";
import { useActivityAdmins } from "../api/get-activity-admins.ts";
import { useActivityPage, type ActivityEntry } from "../api/get-activity.ts";
import * as styles from "./activity.css.ts";

export const ACTIVITY_PAGE_PATH = "/admin/activity";

/** The selects' "no filter" choice: not a username (those have no spaces). */
const ALL = " all";

const KIND_OPTIONS = [{ value: ALL, label: "All kinds" }, ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))];

/** "Order #42", linked to the order's own page. */
function recordCell(entry: ActivityEntry): ReactNode {
  if (entry.recordId === null || entry.recordId === "") return <span className={styles.muted}>-</span>;
  if (ORDER_RECORD_KINDS.has(entry.kind) && /^\d+$/.test(entry.recordId)) {
    return (
      <Link href={`/admin/orders/${entry.recordId}`} className={styles.recordLink}>
        Order #{entry.recordId}
      </Link>
    );
  }
  return entry.recordId;
}

const COLUMNS: DataTableColumn<ActivityEntry>[] = [
  {
    id: "when",
    header: "When",
    isRowHeader: true,
    nowrap: true,
    cell: (entry) => (
      <time dateTime={entry.at} className={styles.when}>
        {formatDateTime(entry.at)}
      </time>
    ),
  },
  { id: "admin", header: "Admin", cell: (entry) => entry.actor },
  { id: "kind", header: "Kind", cell: (entry) => kindLabel(entry.kind), nowrap: true },
  { id: "action", header: "Action", cell: (entry) => entry.action },
  { id: "record", header: "Record", cell: recordCell },
  { id: "summary", header: "Summary", cell: (entry) => <span className={styles.summary}>{entry.summary}</span> },
];

export function ActivityPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(search);
  const query = activityQuery(filters);
  const page = useActivityPage(query);
  const admins = useActivityAdmins();

  /** A new filter starts again from page 1 and replaces the address; a new page is a step Back can undo. */
  const show = (next: ActivityFilters, { replace }: { replace: boolean }) => navigate(`${ACTIVITY_PAGE_PATH}${searchFromFilters(next)}`, { replace });
  const filter = (change: Partial<ActivityFilters>) => show({ ...filters, ...change, page: 1 }, { replace: true });

  const adminNames = admins.data ?? [];
  // An admin named in the address stays choosable while the list loads, or after the admin is gone.
  const adminOptions = [
    { value: ALL, label: "All admins" },
    ...(filters.admin && !adminNames.includes(filters.admin) ? [filters.admin] : []).concat(adminNames).map((name) => ({ value: name, label: name })),
  ];
  const filtered = hasActivityFilters(filters);
  const entries = page.data?.entries ?? [];
  const total = page.data?.total ?? 0;
  const offset = query.offset;

  return (
    <div className={styles.page}>
      <PageHeader title="Activity Log" description="Every change made in the back office: who made it, when, and to what." />
      <Card
        title="Activity"
        description={page.data ? `${total} ${total === 1 ? "change" : "changes"}${filtered ? " match these filters" : " kept"}, newest first.` : undefined}
        action={
          page.isSuccess ? (
            <Button variant="secondary" size="sm" onPress={() => void page.refetch()} isDisabled={page.isFetching}>
              {page.isFetching ? "Refreshing..." : "Refresh"}
            </Button>
          ) : null
        }
      >
        <div className={styles.filters}>
          <SelectField
            label="Admin"
            options={adminOptions}
            value={filters.admin || ALL}
            onChange={(admin) => filter({ admin: admin === ALL ? "" : admin })}
            className={styles.filter}
          />
          <SelectField
            label="Kind"
            options={KIND_OPTIONS}
            value={filters.kind || ALL}
            onChange={(kind) => filter({ kind: isActivityKind(kind) ? kind : "" })}
            className={styles.filter}
          />
          <TextField label="From" type="date" value={filters.from} onChange={(from) => filter({ from })} className={styles.filter} />
          <TextField
            label="To"
            type="date"
            value={filters.to}
            onChange={(to) => filter({ to })}
            errorMessage={datesOutOfOrder(filters) ? "To must be on or after From" : undefined}
            className={styles.filter}
          />
          <Button
            variant="secondary"
            className={styles.clear}
            isDisabled={!filtered}
            onPress={() => show({ ...filters, admin: "", kind: "", from: "", to: "", page: 1 }, { replace: false })}
          >
            Clear filters
          </Button>
        </div>
        {page.isError && !page.data ? (
          <ErrorState
            title="Error loading activity"
            message={describeError(page.error, "The activity could not be loaded.")}
            onRetry={() => void page.refetch()}
            isRetrying={page.isFetching}
          />
        ) : (
          <DataTable
            aria-label="Activity"
            columns={COLUMNS}
            rows={entries}
            isLoading={page.isPending}
            emptyText={filtered ? "No activity matches these filters" : "No activity yet"}
            paging={
              offset > 0 || total > ACTIVITY_PAGE_SIZE
                ? {
                    limit: ACTIVITY_PAGE_SIZE,
                    offset,
                    total,
                    hasMore: offset + entries.length < total,
                    onPage: (next) => show({ ...filters, page: Math.floor(next / ACTIVITY_PAGE_SIZE) + 1 }, { replace: false }),
                  }
                : undefined
            }
          />
        )}
      </Card>
    </div>
  );
}
