/**
 * @module "Mark Shipped" from a list of orders: asks for the tracking number
 * first (optional), as the order's status panel does. With one, the order is
 * shipped through the shipping update (so the customer's status page and
 * shipped mail carry it); without, through the plain status update. A failure
 * keeps the dialog open with what was typed. It names the steps the change
 * would skip (a pending order shipped before it was worked on), and it sends
 * the status the list showed, so a stale list changes nothing (409).
 */
import { useForm } from "react-hook-form";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { describeError } from "@stringing/ui/error-message";
import { formError } from "@stringing/ui/form-grid.css";
import { toast } from "@stringing/ui/toast-queue";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useUpdateOrderShipping } from "../api/update-order-shipping.ts";
import { useUpdateOrderStatus } from "../api/update-order-status.ts";
import type { Order } from "../order.ts";
import { statusChangeWarnings, statusUpdateRequest } from "../order-status-rules.ts";
import { staleStatusMessage } from "../stale-status.ts";

export const SHIP_FORM_ID = "ship-order-form";

export function ShipOrderDialog({
  order,
  onClose,
}: {
  order: Pick<Order, "id" | "status" | "paymentStatus" | "trackingNumber" | "customerName">;
  onClose: () => void;
}) {
  // No schema: any tracking number goes (statusUpdateRequest picks the route by whether there is one).
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { trackingNumber: order.trackingNumber ?? "" } });
  const error = formState.errors.root?.message;
  const updateStatus = useUpdateOrderStatus();
  const updateShipping = useUpdateOrderShipping();
  const saving = updateStatus.isPending || updateShipping.isPending;

  const onSubmit = handleSubmit(({ trackingNumber }) => {
    const request = statusUpdateRequest(order.id, order.status, "shipped", trackingNumber);
    const callbacks = {
      onSuccess: () => {
        toast({
          title: request.successTitle,
          description:
            request.via === "shipping" ? `Order #${order.id} is shipped with tracking ${request.body.trackingNumber}.` : `Order #${order.id} is now shipped.`,
        });
        onClose();
      },
      onError: (failure: Error) => {
        setError("root", { type: "server", message: staleStatusMessage(failure) ?? describeError(failure, "Could not mark the order as shipped.") });
        toast({ title: "Error updating order", description: "Could not mark the order as shipped.", variant: "destructive" });
      },
    };
    if (request.via === "shipping") updateShipping.mutate({ id: request.id, shipping: request.body }, callbacks);
    else updateStatus.mutate({ id: request.id, ...request.body }, callbacks);
  });

  return (
    <FormDialog
      title={`Mark order #${order.id} shipped`}
      description={[`The order of ${order.customerName}.`, ...statusChangeWarnings(order, "shipped")].join(" ")}
      size="sm"
      formId={SHIP_FORM_ID}
      submitLabel="Mark Shipped"
      pendingLabel="Saving..."
      isPending={saving}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="trackingNumber"
        label="Tracking number"
        description="Optional. With a tracking number, the customer's status page and shipped e-mail carry it."
        isDisabled={saving}
        autoFocus
      />
      {error ? (
        <p className={formError} role="alert">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
