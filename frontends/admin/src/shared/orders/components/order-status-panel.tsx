/**
 * @module The order's status update panel (docs/rules/admin.md, The order's page): a status select;
 * Update is disabled while unchanged or saving; choosing shipped reveals a
 * tracking number, and with one the shipping update is used instead of the
 * plain status update.
 *
 * The select starts from the order as the server last answered it, and starts
 * again whenever that status changes (a label bought on the Shipping tab, a
 * second tab): a choice made against an older status is dropped, so Update
 * never offers to move a shipped order back. Each update carries the status
 * shown (`expectedStatus`); when the server says the order changed meanwhile
 * (409), the panel says so and shows the order as it is.
 */
import { useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { SelectField } from "@stringing/ui/components/select-field";
import { TextField } from "@stringing/ui/components/text-field";
import { toast } from "@stringing/ui/toast-queue";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import { useUpdateOrderShipping } from "../api/update-order-shipping.ts";
import { useUpdateOrderStatus } from "../api/update-order-status.ts";
import { ORDER_STATUS_LABELS, ORDER_STATUS_OPTIONS, type Order } from "../order.ts";
import { canUpdateStatus, showsTrackingInput, statusUpdateRequest } from "../order-status-rules.ts";
import { staleStatusMessage } from "../stale-status.ts";
import * as styles from "./order-details-dialog.css.ts";

/** What the owner picked, and the status shown when they picked it. */
type Choice = { seen: OrderStatus; status: OrderStatus; trackingNumber: string };

export function OrderStatusPanel({ order, onUpdated }: { order: Pick<Order, "id" | "status" | "trackingNumber">; onUpdated: () => void }) {
  const fresh: Choice = { seen: order.status, status: order.status, trackingNumber: order.trackingNumber ?? "" };
  const [picked, setPicked] = useState<Choice>(fresh);
  const choice = picked.seen === order.status ? picked : fresh;
  const [stale, setStale] = useState<string | null>(null);
  const updateStatus = useUpdateOrderStatus();
  const updateShipping = useUpdateOrderShipping();
  const saving = updateStatus.isPending || updateShipping.isPending;
  const { status, trackingNumber } = choice;

  const onUpdate = () => {
    setStale(null);
    const request = statusUpdateRequest(order.id, order.status, status, trackingNumber);
    const callbacks = {
      onSuccess: () => {
        toast({ title: request.successTitle, description: `Order #${order.id} is now ${ORDER_STATUS_LABELS[status]}.` });
        onUpdated();
      },
      onError: (error: Error) => {
        const message = staleStatusMessage(error);
        if (message) setStale(message);
        else toast({ title: "Error updating order", description: "There was an error updating the order status.", variant: "destructive" });
      },
    };
    if (request.via === "shipping") updateShipping.mutate({ id: request.id, shipping: request.body }, callbacks);
    else updateStatus.mutate({ id: request.id, ...request.body }, callbacks);
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
        onChange={(value) => setPicked({ ...choice, status: value as OrderStatus })}
        isDisabled={saving}
      />
      {showsTrackingInput(status) ? (
        <TextField
          label="Tracking number"
          name="trackingNumber"
          description="Optional. With a tracking number the order is marked shipped with it."
          value={trackingNumber}
          onChange={(value) => setPicked({ ...choice, trackingNumber: value })}
          isDisabled={saving}
        />
      ) : null}
      {stale ? (
        <p className={styles.formError} role="alert">
          {stale}
        </p>
      ) : null}
      <div>
        <Button onPress={onUpdate} isDisabled={!canUpdateStatus(order.status, status, saving)}>
          {saving ? "Updating..." : "Update"}
        </Button>
      </div>
    </section>
  );
}
