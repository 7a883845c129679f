/**
 * @module The order's status update panel (admin spec §4): a status select;
 * Update is disabled while unchanged or saving; choosing shipped reveals a
 * tracking number, and with one the shipping update is used instead of the
 * plain status update.
 */
import { useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { toast } from "@stringing/ui/toast-queue";
import { ORDER_STATUSES, type OrderStatus } from "@stringing/core/orders/order-status";
import { SelectField } from "@stringing/ui/components/select-field";
import { useUpdateOrderStatus } from "../api/update-order-status.ts";
import type { CustomerOrder } from "../customer.ts";
import { ORDER_STATUS_LABELS, canUpdateStatus, showsTrackingInput, statusUpdateRequest } from "../order-status-rules.ts";
import * as styles from "./customers.css.ts";

const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

export function OrderStatusPanel({ order, onUpdated }: { order: CustomerOrder; onUpdated: () => void }) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? "");
  const update = useUpdateOrderStatus();

  const onUpdate = () => {
    const request = statusUpdateRequest(order.id, status, trackingNumber);
    update.mutate(request, {
      onSuccess: () => {
        toast({ title: request.successTitle, description: `Order #${order.id} is now ${ORDER_STATUS_LABELS[status]}.` });
        onUpdated();
      },
      onError: () => toast({ title: "Error updating order", description: "There was an error updating the order status.", variant: "destructive" }),
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`status-panel-${order.id}`}>
      <h3 id={`status-panel-${order.id}`} className={styles.panelTitle}>
        Update Status
      </h3>
      <SelectField label="Status" name="status" options={STATUS_OPTIONS} value={status} onChange={(value) => setStatus(value as OrderStatus)} isDisabled={update.isPending} />
      {showsTrackingInput(status) ? (
        <TextField
          label="Tracking number"
          name="trackingNumber"
          description="Optional. With a tracking number the order is marked shipped with it."
          value={trackingNumber}
          onChange={setTrackingNumber}
          isDisabled={update.isPending}
        />
      ) : null}
      <div>
        <Button onPress={onUpdate} isDisabled={!canUpdateStatus(order.status, status, update.isPending)}>
          {update.isPending ? "Updating..." : "Update"}
        </Button>
      </div>
    </section>
  );
}
