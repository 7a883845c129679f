/**
 * @module An order's own page, `/admin/orders/{id}`: the address the work
 * ticket's QR code, Activity, Inbox and the Orders list lead to, so it must
 * work on a reload and from a link. The promise (received, ships by, receive
 * the head, move the promise) comes first, then the dialog's details; an id
 * that is no order says so and leads back to the list. "New order like
 * this" places the same pocket again (a phone call, a drop-off); the
 * pocket panel is where the stringer completes the pocket while stringing;
 * "Extra work" proposes charges the player approves from the status link.
 */
import { Link } from "wouter";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { ApiError } from "@stringing/ui/api-request";
import { buttonClassName } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { Card } from "../../../components/ui/card.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { useOrder } from "../../../shared/orders/api/get-order.ts";
import { OrderChargesPanel } from "../../../shared/orders/components/order-charges-panel.tsx";
import { OrderDetails, ticketHref } from "../../../shared/orders/components/order-details.tsx";
import { OrderMaterialsPanel } from "../../../shared/orders/components/order-materials-panel.tsx";
import { OrderPocketPanel } from "../../../shared/orders/components/order-pocket-panel.tsx";
import { OrderPromisePanel } from "../../../shared/orders/components/order-promise-panel.tsx";
import { ReorderButton } from "../../../shared/orders/components/reorder-button.tsx";
import * as styles from "./orders.css.ts";

export const ORDERS_PATH = "/admin/orders";

function BackToOrders() {
  return (
    <Link href={ORDERS_PATH} className={styles.backLink}>
      ← Back to Orders
    </Link>
  );
}

export function OrderPage({ id }: { id: number }) {
  const order = useOrder(id);
  if (order.isPending) return <Spinner label={`Loading order #${id}`} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <>
          <BackToOrders />
          <PageHeader title="Order not found" />
          <EmptyState
            title={`There is no order #${id}.`}
            description="It may have been deleted, or the link has a typo."
            action={
              <Link href={ORDERS_PATH} className={buttonClassName("primary")}>
                See all orders
              </Link>
            }
          />
        </>
      );
    }
    return (
      <>
        <BackToOrders />
        <PageHeader title={`Order #${id}`} />
        <ErrorState
          title="Error loading the order"
          message={describeError(order.error, "The order could not be loaded.")}
          onRetry={() => void order.refetch()}
          isRetrying={order.isFetching}
        />
      </>
    );
  }
  const o = order.data;
  return (
    <>
      <BackToOrders />
      <div className={styles.headerRow}>
        <PageHeader title={`Order #${o.id}`} description={`${o.customerName} · placed ${formatDisplayDate(o.createdAt)}`} />
        <div className={styles.pageActions}>
          <ReorderButton order={o} />
          <a
            className={buttonClassName("secondary")}
            href={ticketHref(o.id)}
            target="_blank"
            rel="noopener"
            aria-label={`Print ticket of order #${o.id} (opens the PDF in a new tab)`}
          >
            Print ticket
          </a>
        </div>
      </div>
      <OrderPromisePanel order={o} />
      <OrderPocketPanel order={o} />
      <OrderMaterialsPanel order={o} />
      <OrderChargesPanel order={o} />
      <Card>
        <OrderDetails order={o} />
      </Card>
    </>
  );
}
