/**
 * @module The Shipping tab (docs/rules/shipping.md, The shipping lists): Unshipped
 * and Shipped sub-tabs filtered on the server (`shipped=false|true`), a
 * debounced server search (`q`: name, e-mail, address, tracking number),
 * and per order one menu of label actions (so the table fits beside the
 * sidebar): Track Package and View Label once it has a tracking number,
 * Create Label before (the one buy-label dialog: which label, its rate and
 * price, a confirmation naming the cost).
 * Each order's payment shows under its work status.
 */
import { useState } from "react";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { ActionMenu } from "../../../components/ui/action-menu.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { SearchFieldBox } from "../../../components/ui/search-field.tsx";
import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../../../components/ui/tabs.tsx";
import { useOrderPage } from "../../../shared/orders/api/get-orders.ts";
import { BuyLabelDialog } from "../../../shared/orders/components/buy-label-dialog.tsx";
import { LabelBadge } from "../../../shared/orders/components/label-badge.tsx";
import { PaymentBadge } from "../../../shared/orders/components/payment-badge.tsx";
import type { ApiOrder } from "../api/order-types.ts";
import { shippingLabelHref } from "../label-url.ts";
import * as styles from "./orders.css.ts";
import { TrackDialog } from "./track-dialog.tsx";

export const SHIPPING_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

type View = "unshipped" | "shipped";

export function ShippingTab() {
  const [view, setView] = useState<View>("unshipped");
  const [q, setQ] = useState("");
  return (
    <Card title="Shipping Management" description="Create shipping labels, print them and track packages.">
      <div className={styles.toolbar}>
        <SearchFieldBox label="Search orders" placeholder="Search orders..." debounceMs={SEARCH_DEBOUNCE_MS} onChange={setQ} />
      </div>
      <Tabs selectedKey={view} onSelectionChange={(key) => setView(key as View)}>
        <TabList aria-label="Shipping views">
          <Tab id="unshipped">Unshipped Orders</Tab>
          <Tab id="shipped">Shipped Orders</Tab>
        </TabList>
        <TabPanel id="unshipped">
          <ShippingTable shipped={false} q={q} />
        </TabPanel>
        <TabPanel id="shipped">
          <ShippingTable shipped q={q} />
        </TabPanel>
      </Tabs>
    </Card>
  );
}

function emptyText(shipped: boolean, q: string): string {
  if (shipped) return "No shipped orders match your search criteria";
  return q.trim() ? "No unshipped orders match your search criteria" : "All orders have been shipped!";
}

function ShippingTable({ shipped, q }: { shipped: boolean; q: string }) {
  const [offsetState, setOffset] = useState({ q, offset: 0 });
  // A new search starts again from the first page.
  const offset = offsetState.q === q ? offsetState.offset : 0;
  const page = useOrderPage({ limit: SHIPPING_PAGE_SIZE, offset, shipped, q });
  const [tracking, setTracking] = useState<ApiOrder | null>(null);
  /** The order whose label is being bought. */
  const [buyingFor, setBuyingFor] = useState<ApiOrder | null>(null);

  const track = (order: ApiOrder) => {
    if (!order.trackingNumber) {
      toast({ title: "No tracking number", description: "This order doesn't have a tracking number yet.", variant: "destructive" });
      return;
    }
    setTracking(order);
  };

  const columns: DataTableColumn<ApiOrder>[] = [
    { id: "id", header: "Order #", cell: (o) => <span className={styles.strong}>#{o.id}</span>, isRowHeader: true, nowrap: true },
    { id: "date", header: "Date", cell: (o) => formatDisplayDate(o.createdAt), nowrap: true },
    {
      id: "customer",
      header: "Customer",
      cell: (o) => (
        <span className={`${styles.stack} ${styles.customer}`}>
          <span className={styles.strong}>{o.customerName}</span>
          <span className={styles.muted}>{o.customerEmail}</span>
        </span>
      ),
    },
    {
      id: "address",
      header: "Shipping Address",
      cell: (o) => {
        const info = o.shippingInfo ?? {};
        if (!info.address && !info.city) return <span className={styles.muted}>No address</span>;
        return (
          <span className={`${styles.stack} ${styles.address}`}>
            <span>{info.address}</span>
            <span className={styles.muted}>
              {[info.city, info.state].filter(Boolean).join(", ")} {info.zip}
              {info.country && info.country !== "United States" ? ` · ${info.country}` : ""}
            </span>
          </span>
        );
      },
    },
    {
      id: "status",
      header: "Status",
      cell: (o) => (
        <span className={styles.stack}>
          <StatusBadge status={o.status} />
          <PaymentBadge status={o.paymentStatus} />
        </span>
      ),
    },
    {
      id: "tracking",
      header: "Tracking #",
      cell: (o) => {
        const outbound = o.trackingNumber ?? o.outboundTrackingNumber;
        // A return label's number is a tracking number too: the head coming in is followed by it.
        const inbound = o.returnTrackingNumber && o.returnTrackingNumber !== outbound ? o.returnTrackingNumber : null;
        return (
          <span className={styles.stack}>
            {outbound ? <span className={styles.trackingNumber}>{outbound}</span> : null}
            {inbound ? <span className={styles.trackingNumber}>Return: {inbound}</span> : null}
            {outbound || inbound ? null : <span className={styles.muted}>None yet</span>}
            <LabelBadge order={o} />
          </span>
        );
      },
    },
    {
      id: "actions",
      header: "Actions",
      align: "end",
      nowrap: true,
      cell: (o) => {
        const labelHref = shippingLabelHref(o);
        return (
          <ActionMenu
            label={`Label actions for order #${o.id}`}
            buttonText="Actions"
            items={[
              ...(o.trackingNumber ? [] : [{ id: "create", label: "Create Label", onAction: () => setBuyingFor(o) }]),
              { id: "track", label: "Track Package", onAction: () => track(o) },
              ...(labelHref ? [{ id: "view-label", label: "View Label", href: labelHref }] : []),
              ...(o.returnLabelUrl ? [{ id: "view-return", label: "View Return Label", separatorBefore: true, href: o.returnLabelUrl }] : []),
              ...(o.outboundLabelUrl && o.outboundLabelUrl !== labelHref
                ? [{ id: "view-outbound", label: "View Outbound Label", separatorBefore: !o.returnLabelUrl, href: o.outboundLabelUrl }]
                : []),
            ]}
          />
        );
      },
    },
  ];

  if (page.isError && !page.data) {
    return (
      <ErrorState
        title="Error loading orders"
        message={describeError(page.error, "The orders could not be loaded.")}
        onRetry={() => void page.refetch()}
        isRetrying={page.isFetching}
      />
    );
  }
  return (
    <>
      <DataTable
        aria-label={shipped ? "Shipped Orders" : "Unshipped Orders"}
        columns={columns}
        rows={page.data?.orders ?? []}
        isLoading={page.isPending}
        emptyText={emptyText(shipped, q)}
        paging={
          offset > 0 || page.data?.hasMore
            ? { limit: SHIPPING_PAGE_SIZE, offset, hasMore: page.data?.hasMore ?? false, onPage: (next) => setOffset({ q, offset: next }) }
            : undefined
        }
      />
      {tracking ? <TrackDialog order={tracking} onClose={() => setTracking(null)} /> : null}
      {buyingFor ? <BuyLabelDialog orderId={buyingFor.id} initialOrder={buyingFor} onClose={() => setBuyingFor(null)} /> : null}
    </>
  );
}
