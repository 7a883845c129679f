/**
 * @module An order's details in a dialog, the quick look of the Orders and
 * Customers screens (its page, `/admin/orders/{id}`, shows the same
 * details); and Print ticket, the work ticket PDF in a new tab.
 *
 * The order shown is kept current (a change made here refreshes it), starting
 * from the row the screen already had. `onStatusUpdated` runs after a status
 * update (the Customers screen closes the dialog: docs/rules/customers.md, The screen);
 * `children` go below the rest.
 */
import type { ReactNode } from "react";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { Button, buttonClassName } from "@stringing/ui/components/button";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { useOrder } from "../api/get-order.ts";
import type { Order } from "../order.ts";
import { OrderDetails, ticketHref } from "./order-details.tsx";

export interface OrderDetailsDialogProps {
  order: Order;
  onClose: () => void;
  onStatusUpdated?: () => void;
  children?: ReactNode;
}

export function OrderDetailsDialog({ order: initial, onClose, onStatusUpdated, children }: OrderDetailsDialogProps) {
  const live = useOrder(initial.id, initial);
  const order = live.data ?? initial;
  return (
    <ModalDialog
      title={`Order #${order.id}`}
      description={`Placed ${formatDisplayDate(order.createdAt)}`}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <a
            className={buttonClassName("secondary")}
            href={ticketHref(order.id)}
            target="_blank"
            rel="noopener"
            aria-label={`Print ticket of order #${order.id} (opens the PDF in a new tab)`}
          >
            Print ticket
          </a>
          <Button variant="primary" onPress={onClose}>
            Close
          </Button>
        </>
      }
    >
      <OrderDetails order={order} onStatusUpdated={onStatusUpdated}>
        {children}
      </OrderDetails>
    </ModalDialog>
  );
}
