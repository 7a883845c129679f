/**
 * @module The Orders tab (docs/rules/admin.md, Orders): All Orders, newest first, paged on
 * the server, with a server search (order number with or without `#`, name,
 * e-mail, tracking number) and the work and payment status filters; each
 * row shows both statuses (under the work status, what its materials were
 * short of, or that they were taken: row-materials.tsx) and opens the
 * order's page (a click, a tap or Enter; the order number is a link). The Order #, Date, Customer and Total
 * headers sort the list on the server (a phone, whose headers are hidden,
 * has a Sort select). The filters, the sort and the page live in the
 * address (`?q=&status=&payment=&sort=&direction=&page=`), so a reload,
 * Back from an order or a shared link keeps them. Per order the status actions
 * (Mark Shipped asks for the tracking number first, Cancel Order for a
 * confirmation, and a change that skips steps or goes back names them and
 * asks first), View details and Delete (after a confirmation). A change
 * carries the status the row showed; when the order changed meanwhile the
 * server refuses it (409) and the list shows the order as it is.
 */
import { useMemo, useRef, useState } from "react";
import type { OrderSort } from "@stringing/core/orders/order-list-sort";
import { Link, useLocation, useSearch } from "wouter";
import { isOrderStatus } from "@stringing/core/orders/order-status";
import { isPaymentStatus } from "@stringing/core/orders/payment-status";
import { SelectField } from "@stringing/ui/components/select-field";
import { describeError } from "@stringing/ui/error-message";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import type { PaymentStatus } from "@stringing/core/orders/payment-status";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { formatCents } from "@stringing/core/shared/money";
import { ActionMenu } from "../../../components/ui/action-menu.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { SearchFieldBox } from "../../../components/ui/search-field.tsx";
import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import { toast } from "@stringing/ui/toast-queue";
import { useDeleteOrder } from "../../../shared/orders/api/delete-order.ts";
import { useOrderPage } from "../../../shared/orders/api/get-orders.ts";
import { useUpdateOrderStatus } from "../../../shared/orders/api/update-order-status.ts";
import { OrderDetailsDialog } from "../../../shared/orders/components/order-details-dialog.tsx";
import { ShipOrderDialog } from "../../../shared/orders/components/ship-order-dialog.tsx";
import { PaymentBadge } from "../../../shared/orders/components/payment-badge.tsx";
import { ORDER_STATUS_OPTIONS, orderStatusLabel } from "../../../shared/orders/order.ts";
import { statusChangeWarnings } from "../../../shared/orders/order-status-rules.ts";
import { staleStatusMessage } from "../../../shared/orders/stale-status.ts";
import { PAYMENT_STATUS_OPTIONS } from "../../../shared/orders/payment.ts";
import type { ApiOrder } from "../api/order-types.ts";
import { ExportCsvButton } from "./export-csv-button.tsx";
import { RowMaterials } from "./row-materials.tsx";
import { isDefaultSort, SORT_OPTIONS, sortAfterPress, sortFromSearch, sortLabel, sortOfValue, sortValue, toSortDescriptor, writeSort } from "./order-sort.ts";
import * as sortStyles from "./order-sort.css.ts";
import * as styles from "./orders.css.ts";

export const ORDERS_PAGE_SIZE = 20;
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

const ALL = "all";
const STATUS_FILTER_OPTIONS = [{ value: ALL, label: "All statuses" }, ...ORDER_STATUS_OPTIONS];
const PAYMENT_FILTER_OPTIONS = [{ value: ALL, label: "All payments" }, ...PAYMENT_STATUS_OPTIONS];
const SORT_SELECT_OPTIONS = SORT_OPTIONS.map((option) => ({ value: sortValue(option.sort), label: option.label }));

interface OrderFilters {
  q: string;
  status: OrderStatus | typeof ALL;
  paymentStatus: PaymentStatus | typeof ALL;
}

const STATUS_ACTIONS: { status: OrderStatus; label: string }[] = [
  { status: "in_progress", label: "Mark In Progress" },
  { status: "shipped", label: "Mark Shipped" },
  { status: "completed", label: "Mark Completed" },
  { status: "cancelled", label: "Cancel Order" },
];

/** Filters a link may open the tab with: `/admin/orders?payment=unpaid` (the dashboard's), `?status=`, `?q=`. */
export function filtersFromSearch(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const payment = params.get("payment");
  return {
    q: params.get("q")?.trim() ?? "",
    status: isOrderStatus(status) ? status : ALL,
    paymentStatus: isPaymentStatus(payment) ? payment : ALL,
  };
}

interface OrderListState {
  filters: OrderFilters;
  sort: OrderSort;
  offset: number;
}

/** The list's filters, sort and page (`?page=2`, counted from 1) read from the address. */
export function listStateFromSearch(search: string): OrderListState {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  return { filters: filtersFromSearch(search), sort: sortFromSearch(params), offset: Number.isInteger(page) && page > 1 ? (page - 1) * ORDERS_PAGE_SIZE : 0 };
}

/** The Orders tab's address for a list state; the defaults are left out. */
export function ordersHref({ filters, sort, offset }: OrderListState): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.status !== ALL) params.set("status", filters.status);
  if (filters.paymentStatus !== ALL) params.set("payment", filters.paymentStatus);
  writeSort(params, sort);
  if (offset > 0) params.set("page", String(Math.floor(offset / ORDERS_PAGE_SIZE) + 1));
  const query = params.toString();
  return query ? `/admin/orders?${query}` : "/admin/orders";
}

export const orderHref = (id: number): string => `/admin/orders/${id}`;

export function OrdersTab() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, sort, offset } = useMemo(() => listStateFromSearch(search), [search]);
  // The search box answers after a pause: it must change the list as it is then.
  const latest = useRef({ filters, sort });
  latest.current = { filters, sort };
  // Replace, not push: Back leaves the list instead of undoing each keystroke.
  const setList = (next: OrderListState) => navigate(ordersHref(next), { replace: true });
  // New filters or another sort start again from the first page.
  const setFilters = (change: Partial<OrderFilters>) => setList({ ...latest.current, filters: { ...latest.current.filters, ...change }, offset: 0 });
  const setSort = (next: OrderSort) => setList({ ...latest.current, sort: next, offset: 0 });
  const setOffset = (next: number) => setList({ filters, sort, offset: next });
  const page = useOrderPage({
    limit: ORDERS_PAGE_SIZE,
    offset,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.status !== ALL ? { status: filters.status } : {}),
    ...(filters.paymentStatus !== ALL ? { paymentStatus: filters.paymentStatus } : {}),
    ...(isDefaultSort(sort) ? {} : { sort: sort.key, direction: sort.direction }),
  });
  const updateStatus = useUpdateOrderStatus();
  const deleteOrder = useDeleteOrder();
  const [viewing, setViewing] = useState<ApiOrder | null>(null);
  const [deleting, setDeleting] = useState<ApiOrder | null>(null);
  const [shipping, setShipping] = useState<ApiOrder | null>(null);
  const [cancelling, setCancelling] = useState<ApiOrder | null>(null);
  const [confirming, setConfirming] = useState<{ order: ApiOrder; status: OrderStatus; label: string; warnings: string[] } | null>(null);
  const filtered = filters.q.trim() !== "" || filters.status !== ALL || filters.paymentStatus !== ALL;

  const setStatus = (o: ApiOrder, status: OrderStatus, onDone?: () => void) =>
    updateStatus.mutate(
      { id: o.id, status, expectedStatus: o.status },
      {
        onSuccess: (order) => {
          toast({ title: "Order updated", description: `Order #${order.id} is now ${orderStatusLabel(order.status).toLowerCase()}.` });
          onDone?.();
        },
        onError: (error) => {
          const stale = staleStatusMessage(error);
          toast({
            title: stale ? `Order #${o.id} was not changed` : "Error updating order",
            description: stale ?? "There was an error updating the order status.",
            variant: "destructive",
          });
          if (stale) onDone?.();
        },
      },
    );

  /** A change that is not the usual next step is named and confirmed first. */
  const askOrSetStatus = (o: ApiOrder, status: OrderStatus, label: string) => {
    const warnings = statusChangeWarnings(o, status);
    if (warnings.length > 0) setConfirming({ order: o, status, label, warnings });
    else setStatus(o, status);
  };

  const busy = (id: number) => (updateStatus.isPending && updateStatus.variables?.id === id) || (deleteOrder.isPending && deleteOrder.variables === id);

  const columns: DataTableColumn<ApiOrder>[] = [
    {
      id: "id",
      header: "Order #",
      cell: (o) => (
        <Link href={orderHref(o.id)} className={styles.orderLink}>
          #{o.id}
        </Link>
      ),
      isRowHeader: true,
      nowrap: true,
      allowsSorting: true,
    },
    { id: "createdAt", header: "Date", cell: (o) => formatDisplayDate(o.createdAt), nowrap: true, allowsSorting: true },
    {
      id: "customerName",
      header: "Customer",
      allowsSorting: true,
      cell: (o) => (
        <span className={styles.stack}>
          <span className={styles.strong}>{o.customerName}</span>
          <span className={styles.muted}>{o.customerEmail}</span>
        </span>
      ),
    },
    { id: "service", header: "Service", cell: (o) => o.serviceName },
    { id: "total", header: "Total", cell: (o) => formatCents(o.servicePrice), nowrap: true, align: "end", allowsSorting: true },
    {
      id: "status",
      header: "Status",
      cell: (o) => (
        <span className={styles.stack}>
          <StatusBadge status={o.status} />
          <RowMaterials materials={o.materials} />
        </span>
      ),
    },
    { id: "payment", header: "Payment", cell: (o) => <PaymentBadge status={o.paymentStatus} /> },
    {
      id: "actions",
      header: "Actions",
      align: "end",
      cell: (o) => (
        <ActionMenu
          label={`Actions for order #${o.id}`}
          isDisabled={busy(o.id)}
          items={[
            { id: "open", label: "Open order page", onAction: () => navigate(orderHref(o.id)) },
            { id: "view", label: "View details", onAction: () => setViewing(o) },
            ...STATUS_ACTIONS.map((a, i) => ({
              id: a.status,
              label: a.label,
              isDisabled: o.status === a.status,
              separatorBefore: i === 0,
              onAction: () => (a.status === "shipped" ? setShipping(o) : a.status === "cancelled" ? setCancelling(o) : askOrSetStatus(o, a.status, a.label)),
            })),
            { id: "delete", label: "Delete Order", destructive: true, separatorBefore: true, onAction: () => setDeleting(o) },
          ]}
        />
      ),
    },
  ];

  return (
    <Card
      title="All Orders"
      description={isDefaultSort(sort) ? "Every order, newest first." : `Every order, sorted: ${sortLabel(sort)}.`}
      action={<ExportCsvButton />}
    >
      <div className={`${styles.toolbar} ${styles.filterBar}`}>
        <SearchFieldBox
          label="Search orders"
          defaultValue={filters.q}
          placeholder="Order #, name, e-mail or tracking..."
          debounceMs={ORDER_SEARCH_DEBOUNCE_MS}
          className={styles.search}
          onChange={(q) => setFilters({ q })}
        />
        <div className={styles.filters}>
          <SelectField
            label="Status"
            options={STATUS_FILTER_OPTIONS}
            value={filters.status}
            onChange={(status) => setFilters({ status: status as OrderFilters["status"] })}
            className={styles.filter}
          />
          <SelectField
            label="Payment"
            options={PAYMENT_FILTER_OPTIONS}
            value={filters.paymentStatus}
            onChange={(paymentStatus) => setFilters({ paymentStatus: paymentStatus as OrderFilters["paymentStatus"] })}
            className={styles.filter}
          />
          <SelectField
            label="Sort"
            options={SORT_SELECT_OPTIONS}
            value={sortValue(sort)}
            onChange={(value) => setSort(sortOfValue(value))}
            className={`${styles.filter} ${sortStyles.phoneOnly}`}
          />
        </div>
      </div>
      {page.isError && !page.data ? (
        <ErrorState
          title="Error loading orders"
          message={describeError(page.error, "The orders could not be loaded.")}
          onRetry={() => void page.refetch()}
          isRetrying={page.isFetching}
        />
      ) : (
        <DataTable
          aria-label="All Orders"
          columns={columns}
          rows={page.data?.orders ?? []}
          isLoading={page.isPending}
          onRowAction={(o) => navigate(orderHref(o.id))}
          sortDescriptor={toSortDescriptor(sort)}
          onSortChange={(descriptor) => setSort(sortAfterPress(sort, descriptor))}
          emptyText={filtered ? "No orders match your search and filters." : "No orders found. New orders will appear here."}
          paging={offset > 0 || page.data?.hasMore ? { limit: ORDERS_PAGE_SIZE, offset, hasMore: page.data?.hasMore ?? false, onPage: setOffset } : undefined}
        />
      )}
      {viewing ? <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} /> : null}
      {shipping ? <ShipOrderDialog order={shipping} onClose={() => setShipping(null)} /> : null}
      {cancelling ? (
        <ConfirmDialog
          title={`Cancel order #${cancelling.id}?`}
          message={`The order of ${cancelling.customerName} (${cancelling.serviceName}) will be marked cancelled. It stays in the list and can be moved to another status later.`}
          confirmLabel="Cancel Order"
          pendingLabel="Cancelling..."
          cancelLabel="Keep Order"
          destructive
          isPending={updateStatus.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={() => setStatus(cancelling, "cancelled", () => setCancelling(null))}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={`Mark order #${confirming.order.id} ${orderStatusLabel(confirming.status)}?`}
          message={
            <>
              <p>
                Order #{confirming.order.id} of {confirming.order.customerName} is {orderStatusLabel(confirming.order.status)}. Marking it{" "}
                {orderStatusLabel(confirming.status)}:
              </p>
              <ul>
                {confirming.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </>
          }
          confirmLabel={confirming.label}
          pendingLabel="Saving..."
          cancelLabel="Keep as it is"
          isPending={updateStatus.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => setStatus(confirming.order, confirming.status, () => setConfirming(null))}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete order #${deleting.id}?`}
          message={`The order of ${deleting.customerName} (${deleting.serviceName}) will be removed permanently.`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          isPending={deleteOrder.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            deleteOrder.mutate(deleting.id, {
              onSuccess: ({ id }) => {
                toast({ title: "Order deleted", description: `Order #${id} removed.` });
                setDeleting(null);
                // A page emptied by the delete falls back one page.
                if ((page.data?.orders.length ?? 0) <= 1 && offset > 0) setOffset(Math.max(0, offset - ORDERS_PAGE_SIZE));
              },
              onError: () => {
                toast({ title: "Error deleting order", description: "There was a problem removing this order. Please try again.", variant: "destructive" });
              },
            })
          }
        />
      ) : null}
    </Card>
  );
}
