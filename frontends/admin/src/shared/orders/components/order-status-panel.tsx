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
import type { OrderStatus } from "@stringing/core/orders/order-status";
import { SelectField } from "@stringing/ui/components/select-field";
import { useUpdateOrderShipping } from "../api/update-order-shipping.ts";
import { useUpdateOrderStatus } from "../api/update-order-status.ts";
import { ORDER_STATUS_LABELS, ORDER_STATUS_OPTIONS, type Order } from "../order.ts";
import { canUpdateStatus, showsTrackingInput, statusUpdateRequest } from "../order-status-rules.ts";
import * as styles from "./order-details-dialog.css.ts";

export function OrderStatusPanel({ order, onUpdated }: { order: Pick<Order, "id" | "status" | "trackingNumber">; onUpdated: () => void }) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? "");
  const updateStatus = useUpdateOrderStatus();
  const updateShipping = useUpdateOrderShipping();
  const saving = updateStatus.isPending || updateShipping.isPending;

  const onUpdate = () => {
    const request = statusUpdateRequest(order.id, status, trackingNumber);
    const callbacks = {
      onSuccess: () => {
        toast({ title: request.successTitle, description: `Order #${order.id} is now ${ORDER_STATUS_LABELS[status]}.` });
        onUpdated();
      },
      onError: () => toast({ title: "Error updating order", description: "There was an error updating the order status.", variant: "destructive" }),
    };
    if (request.via === "shipping") updateShipping.mutate({ id: request.id, shipping: request.body }, callbacks);
    else updateStatus.mutate({ id: request.id, status: request.body.status }, callbacks);
  };

  return (
    <section className={styles.panel} aria-labelledby={`status-panel-${order.id}`}>
      <h3 id={`status-panel-${order.id}`} className={styles.panelTitle}>
        Update Status
      </h3>
      <SelectField
        label="Status"
        name="status"
        options={ORDER_STATUS_OPTIONS}
        value={status}
        onChange={(value) => setStatus(value as OrderStatus)}
        isDisabled={saving}
      />
      {showsTrackingInput(status) ? (
        <TextField
          label="Tracking number"
          name="trackingNumber"
          description="Optional. With a tracking number the order is marked shipped with it."
          value={trackingNumber}
          onChange={setTrackingNumber}
          isDisabled={saving}
        />
      ) : null}
      <div>
        <Button onPress={onUpdate} isDisabled={!canUpdateStatus(order.status, status, saving)}>
          {saving ? "Updating..." : "Update"}
        </Button>
      </div>
    </section>
  );
}
