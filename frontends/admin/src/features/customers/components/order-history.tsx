/**
 * @module The Order History tab: the customer's orders with View Details
 * (a real link to the order's own page, as the Orders list opens it: a new
 * tab with a middle click), New order like this (the same pocket again, for
 * a phone call or a drop-off) and Delete (after a confirmation).
 */
import { useState } from "react";
import { Link } from "wouter";
import { Button, buttonClassName } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { formatCents } from "@stringing/core/shared/money";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import { useDeleteOrder } from "../../../shared/orders/api/delete-order.ts";
import { useCustomerOrders } from "../../../shared/orders/api/get-customer-orders.ts";
import { PaymentBadge } from "../../../shared/orders/components/payment-badge.tsx";
import { ReorderButton } from "../../../shared/orders/components/reorder-button.tsx";
import type { Order } from "../../../shared/orders/order.ts";
import * as styles from "./customers.css.ts";

export function OrderHistory({ customerId }: { customerId: number }) {
  const orders = useCustomerOrders(customerId);
  const remove = useDeleteOrder();
  const [deleting, setDeleting] = useState<Order | null>(null);

  if (orders.isPending) return <Spinner label="Loading order history" />;
  if (orders.isError) {
    return (
      <ErrorState
        title="Error loading order history"
        message={describeError(orders.error, "The orders could not be loaded.")}
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    );
  }
  if (orders.data.length === 0) return <EmptyState title="No orders found" description="Orders placed with this customer's e-mail appear here." />;

  return (
    <>
      <ul className={styles.orderList} aria-label="Orders">
        {orders.data.map((order) => (
          <li key={order.id} className={styles.orderRow}>
            <div className={styles.orderSummary}>
              <span className={styles.orderTitle}>
                Order #{order.id} <StatusBadge status={order.status} /> <PaymentBadge status={order.paymentStatus} />
              </span>
              <span>{order.serviceName}</span>
              <span className={styles.muted}>
                {formatDisplayDate(order.createdAt)} · {formatCents(order.servicePrice)}
                {order.trackingNumber ? ` · Tracking ${order.trackingNumber}` : ""}
              </span>
            </div>
            <div className={styles.rowActions}>
              <Link href={`/admin/orders/${order.id}`} className={buttonClassName("secondary", "sm")} aria-label={`View details of order #${order.id}`}>
                View Details
              </Link>
              <ReorderButton order={order} size="sm" />
              <Button variant="ghost" size="sm" aria-label={`Delete order #${order.id}`} onPress={() => setDeleting(order)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {deleting ? (
        <ConfirmDialog
          title="Delete order?"
          message={`Order #${deleting.id} will be removed permanently.`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          isPending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast({ title: "Order deleted", description: `Order #${deleting.id} removed` });
                setDeleting(null);
              },
              onError: () =>
                toast({ title: "Error deleting order", description: "There was a problem removing this order. Please try again.", variant: "destructive" }),
            })
          }
        />
      ) : null}
    </>
  );
}
