/**
 * @module "Set price" in an order's payment panel: the owner prices an order
 * placed at "Contact for pricing" (or reprices one), in dollars; the API
 * takes cents. What was paid is measured against the new price on the
 * server, so the payment badge and the balance follow the answer.
 */
import { Controller } from "react-hook-form";
import { z } from "zod";
import { servicePriceSchema } from "@stringing/core/orders/order-price";
import { centsToDollarAmount, formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { ApiError } from "@stringing/ui/api-request";
import { describeError } from "@stringing/ui/error-message";
import { fieldProps, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { useSetOrderPrice } from "../api/set-order-price.ts";
import type { Order } from "../order.ts";
import { readAmount } from "../payment.ts";
import * as styles from "./order-details-dialog.css.ts";

/** The new price as typed, in dollars: read to cents, then held to the API's own rule for a price. */
const priceForm = z.object({
  servicePrice: z
    .string()
    .transform((text, context) => {
      const read = readAmount(text);
      if (read.ok) return read.cents;
      context.addIssue({ code: "custom", message: read.message });
      return z.NEVER;
    })
    .pipe(servicePriceSchema),
});

export function OrderPriceForm({ order }: { order: Pick<Order, "id" | "servicePrice"> }) {
  const { control, handleSubmit, setError, reset } = useSchemaForm<{ servicePrice: string }, typeof priceForm>(priceForm, {
    servicePrice: centsToDollarAmount(order.servicePrice),
  });
  const setOrderPrice = useSetOrderPrice();
  const saving = setOrderPrice.isPending;

  const onSubmit = handleSubmit(({ servicePrice }) => {
    if (saving) return;
    setOrderPrice.mutate(
      { id: order.id, servicePrice },
      {
        onSuccess: (saved) => {
          reset({ servicePrice: centsToDollarAmount(saved.servicePrice) });
          toast({ title: "Price set", description: `Order #${saved.id} now costs ${formatCents(saved.servicePrice)}.` });
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors.servicePrice : undefined;
          setError("servicePrice", { type: "server", message: field ?? describeError(failure, "The price could not be saved.") });
        },
      },
    );
  });

  return (
    <form className={styles.panelForm} onSubmit={onSubmit} noValidate aria-label={`Price of order #${order.id}`}>
      <p className={styles.sectionText}>Order price: {formatCents(order.servicePrice)}</p>
      <Controller
        control={control}
        name="servicePrice"
        render={({ field, fieldState }) => (
          <TextField
            label="New price (USD)"
            inputMode="decimal"
            description="What the order costs in all, in dollars; the balance and the payment link follow."
            {...fieldProps(field, fieldState)}
            isDisabled={saving}
          />
        )}
      />
      <div className={styles.panelActions}>
        <Button type="submit" size="sm" variant="secondary" isDisabled={saving}>
          {saving ? "Saving..." : "Set price"}
        </Button>
      </div>
    </form>
  );
}
