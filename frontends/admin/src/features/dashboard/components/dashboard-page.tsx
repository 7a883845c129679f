/**
 * @module Dashboard (docs/rules/admin.md, Dashboard): counts of pending orders, low stock,
 * subscribers and inventory items; quick links; the low-stock alert; the
 * latest 5 orders with their work and payment status, each row opening the
 * order's own page (the order number is a real link); the unpaid orders
 * (docs/rules/payments.md, Payment status); label progress; and the e-mail marketing card,
 * whose Create Campaign waits for subscribers and a configured mail service
 * (the Marketing screen's rule, from the same status query).
 *
 * `board` is the day's work (the board feature's "Today's work"), handed in
 * by the app because features never import each other: it comes right after
 * the setup checklist, which a new shop sees first, and before the counts.
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Button, buttonClassName } from "@stringing/ui/components/button";
import { describeError } from "@stringing/ui/error-message";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { formatCents } from "@stringing/core/shared/money";
import { Card } from "../../../components/ui/card.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { Badge, StatusBadge } from "../../../components/ui/status-badge.tsx";
import { useMarketingStatus } from "../../../shared/marketing/api/get-marketing-status.ts";
import { PaymentBadge } from "../../../shared/orders/components/payment-badge.tsx";
import { useInventorySummary } from "../api/get-inventory-summary.ts";
import { useOrderSummary } from "../api/get-order-summary.ts";
import { useRecentOrders, type RecentOrder } from "../api/get-recent-orders.ts";
import { useSubscriberCount } from "../api/get-subscriber-count.ts";
import * as styles from "./dashboard.css.ts";
import { labelProgress } from "./label-progress.ts";
import { SetupChecklist } from "./setup-checklist.tsx";
import { StatCard } from "./stat-card.tsx";

const SHIPPING_PATH = "/admin/orders?tab=shipping";
const orderPath = (id: number) => `/admin/orders/${id}`;
const UNPAID_PATH = "/admin/orders?payment=unpaid";

const QUICK_LINKS = [
  { label: "Orders", href: "/admin/orders" },
  { label: "Inventory", href: "/admin/inventory" },
  { label: "Marketing", href: "/admin/marketing" },
  { label: "Shipping", href: SHIPPING_PATH },
];

const recentColumns: DataTableColumn<RecentOrder>[] = [
  {
    id: "id",
    header: "Order #",
    cell: (o) => (
      <Link href={orderPath(o.id)} className={styles.orderLink}>
        #{o.id}
      </Link>
    ),
    isRowHeader: true,
    nowrap: true,
  },
  {
    id: "customer",
    header: "Customer",
    cell: (o) => (
      <span className={styles.stack}>
        <span className={styles.strong}>{o.customerName}</span>
        <span className={styles.small}>{o.customerEmail}</span>
      </span>
    ),
  },
  { id: "service", header: "Service", cell: (o) => o.serviceName },
  { id: "date", header: "Date", cell: (o) => formatDisplayDate(o.createdAt), nowrap: true },
  { id: "total", header: "Total", cell: (o) => formatCents(o.servicePrice), nowrap: true, align: "end" },
  { id: "status", header: "Status", cell: (o) => <StatusBadge status={o.status} /> },
  { id: "payment", header: "Payment", cell: (o) => <PaymentBadge status={o.paymentStatus} /> },
];

export function DashboardPage({ board }: { board?: ReactNode } = {}) {
  const [, navigate] = useLocation();
  const orders = useOrderSummary();
  const inventory = useInventorySummary();
  const subscribers = useSubscriberCount();
  const mail = useMarketingStatus();
  const recent = useRecentOrders();

  const low = inventory.data?.low ?? 0;
  const subscriberCount = subscribers.data;
  const mailReady = mail.data?.configured === true;
  const progress = labelProgress(recent.data ?? []);

  return (
    <div className={styles.page}>
      <PageHeader title="Dashboard" description="An overview of orders, stock and subscribers." />

      <SetupChecklist />

      {board}

      {low > 0 ? (
        <Card className={styles.alert}>
          <div className={styles.alertRow} role="status">
            <div>
              <h2 className={styles.alertTitle}>Low Stock Alert</h2>
              <p className={styles.alertText}>You have {low} item(s) with low inventory levels</p>
            </div>
            <Link href="/admin/inventory" className={buttonClassName("secondary", "sm")}>
              View Inventory
            </Link>
          </div>
        </Card>
      ) : null}

      <div className={styles.stats}>
        <StatCard
          label="Pending Orders"
          value={orders.data?.pending}
          hint={orders.data ? `${orders.data.total} orders in all` : undefined}
          isError={orders.isError}
        />
        <StatCard
          label="Low Stock Items"
          value={inventory.data?.low}
          hint={inventory.data ? `${inventory.data.lowPercentage}% of items · ${inventory.data.out} out of stock` : undefined}
          isError={inventory.isError}
        />
        <StatCard label="Subscribers" value={subscriberCount} hint="On the mailing list" isError={subscribers.isError} />
        <StatCard label="Inventory Items" value={inventory.data?.total} hint="Items tracked" isError={inventory.isError} />
      </div>

      <Card title="Quick Links">
        <nav aria-label="Quick links" className={styles.quickLinks}>
          {QUICK_LINKS.map((link) => (
            <Link key={link.label} href={link.href} className={`${buttonClassName("secondary")} ${styles.quickLink}`}>
              {link.label}
            </Link>
          ))}
        </nav>
      </Card>

      <div className={styles.columns}>
        <Card
          title="Recent Orders"
          description="The latest 5 orders."
          action={
            <Link href="/admin/orders" className={buttonClassName("ghost", "sm")}>
              View All
            </Link>
          }
        >
          {recent.isError ? (
            <ErrorState
              title="Error loading orders"
              message={describeError(recent.error, "The recent orders could not be loaded.")}
              onRetry={() => void recent.refetch()}
              isRetrying={recent.isFetching}
            />
          ) : (
            <DataTable
              aria-label="Recent Orders"
              columns={recentColumns}
              rows={recent.data ?? []}
              isLoading={recent.isPending}
              onRowAction={(o) => navigate(orderPath(o.id))}
              emptyText="No orders yet. New orders will appear here."
            />
          )}
        </Card>

        <div className={styles.side}>
          <Card
            title="Unpaid Orders"
            description="Orders whose payment has not come in."
            action={orders.isSuccess && orders.data.unpaid > 0 ? <Badge tone="yellow">To follow up</Badge> : null}
          >
            <p className={styles.bigNumber}>{orders.data?.unpaid ?? "–"}</p>
            <p className={styles.muted}>
              {orders.isError
                ? "Could not load the unpaid count."
                : orders.data === undefined
                  ? "Loading orders..."
                  : orders.data.unpaid === 0
                    ? "Every order is paid."
                    : `${orders.data.unpaid} order(s) not paid yet.`}
            </p>
            <div>
              <Link href={UNPAID_PATH} className={buttonClassName("secondary", "sm")}>
                View unpaid orders
              </Link>
            </div>
          </Card>

          <Card title="Shipping Labels" description="Pending orders among the latest 5.">
            <p className={styles.bigNumber}>
              {progress.pending} / {progress.total}
            </p>
            {/* biome-ignore lint/a11y/useSemanticElements: a <meter>'s bar is styled only through vendor pseudo-elements and loses the brand fill and width transition; the ARIA meter pattern gives the same accessible result. */}
            <div
              className={styles.progressTrack}
              role="meter"
              aria-label="Recent orders past pending"
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
              aria-valuetext={`${progress.done} of ${progress.total} past pending`}
            >
              <div className={styles.progressFill} style={{ width: `${progress.donePercent}%` }} />
            </div>
            <p className={styles.muted}>
              {progress.pending === 0 ? "No recent orders are waiting for a label." : `${progress.pending} recent order(s) waiting for a shipping label.`}
            </p>
            <div>
              <Link href={SHIPPING_PATH} className={buttonClassName("primary", "sm")}>
                Create Label
              </Link>
            </div>
          </Card>

          <Card title="Email Marketing" action={<Badge tone="green">Active List</Badge>}>
            <p className={styles.bigNumber}>{subscriberCount ?? "–"}</p>
            <p className={styles.muted}>
              {subscribers.isError
                ? "Could not load the subscriber count."
                : subscriberCount === undefined
                  ? "Loading subscribers..."
                  : subscriberCount === 0
                    ? "No subscribers yet"
                    : mailReady
                      ? "Ready to send"
                      : mail.isError
                        ? "Could not check the email service."
                        : mail.isPending
                          ? "Checking the email service..."
                          : "Set up the email service in Marketing to send"}
            </p>
            <div>
              <Button size="sm" isDisabled={!subscriberCount || !mailReady} onPress={() => navigate("/admin/marketing")}>
                Create Campaign
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
