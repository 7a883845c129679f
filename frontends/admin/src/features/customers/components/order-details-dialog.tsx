/** @module One order of a customer: what was ordered, where it goes, and the status update panel. */
import { Button } from "@stringing/ui/components/button";
import { formatCents } from "@stringing/core/shared/money";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import type { CustomerOrder } from "../customer.ts";
import { OrderStatusPanel } from "./order-status-panel.tsx";
import * as styles from "./customers.css.ts";

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value || "-"}</dd>
    </div>
  );
}

export function OrderDetailsDialog({ order, onClose }: { order: CustomerOrder; onClose: () => void }) {
  const shipping = order.shippingInfo ?? {};
  const stateZip = [shipping.state, shipping.zip].filter(Boolean).join(" ");
  const address = [shipping.address, shipping.city, stateZip].filter(Boolean).join(", ");
  return (
    <ModalDialog
      title={`Order #${order.id}`}
      description={`Placed ${formatDisplayDate(order.createdAt)}`}
      size="lg"
      onClose={onClose}
      footer={
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      }
    >
      <div className={styles.stack}>
        <div>
          <StatusBadge status={order.status} />
        </div>
        <dl className={styles.detailList}>
          <Detail label="Service" value={order.serviceName} />
          <Detail label="Total" value={formatCents(order.servicePrice)} />
          <Detail label="Head type" value={order.details.headType} />
          <Detail label="Position" value={order.details.position} />
          <Detail label="Pocket preference" value={order.details.pocketPreference} />
          <Detail label="Tracking number" value={order.trackingNumber} />
          <Detail label="Shipping address" value={address} />
          <Detail label="Country" value={shipping.country} />
          <Detail label="Special requests" value={order.details.stringerNotes} />
        </dl>
        <OrderStatusPanel order={order} onUpdated={onClose} />
      </div>
    </ModalDialog>
  );
}
