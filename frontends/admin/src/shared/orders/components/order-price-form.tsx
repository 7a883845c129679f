/**
 * @module "Set price" in an order's payment panel: the owner prices an order
 * placed at "Contact for pricing" (or reprices one), in dollars; the API
 * takes cents. What was paid is measured against the new price on the
 * server, so the payment badge and the balance follow the answer.
 */
import { useState, type FormEvent } from "react";
import { SERVICE_PRICE_MESSAGE, servicePriceSchema } from "@stringing/core/orders/order-price";
import { centsToDollarAmount, formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { ApiError } from "@stringing/ui/api-request";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { useSetOrderPrice } from "../api/set-order-price.ts";
import type { Order } from "../order.ts";
import { readAmount } from "../payment.ts";
import * as styles from "./order-details-dialog.css.ts";

export function OrderPriceForm({ order }: { order: Pick<Order, "id" | "servicePrice"> }) {
  const [price, setPrice] = useState(() => centsToDollarAmount(order.servicePrice));
  const [error, setError] = useState<string>();
  const setOrderPrice = useSetOrderPrice();
  const saving = setOrderPrice.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const read = readAmount(price);
    if (!read.ok) return setError(read.message);
    if (!servicePriceSchema.safeParse(read.cents).success) return setError(SERVICE_PRICE_MESSAGE);
    setError(undefined);
    setOrderPrice.mutate(
      { id: order.id, servicePrice: read.cents },
      {
        onSuccess: (saved) => {
          setPrice(centsToDollarAmount(saved.servicePrice));
          toast({ title: "Price set", description: `Order #${saved.id} now costs ${formatCents(saved.servicePrice)}.` });
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors.servicePrice : undefined;
          setError(field ?? describeError(failure, "The price could not be saved."));
        },
      },
    );
  };

  return (
    <form className={styles.panelForm} onSubmit={onSubmit} noValidate aria-label={`Price of order #${order.id}`}>
      <p className={styles.sectionText}>Order price: {formatCents(order.servicePrice)}</p>
      <TextField
        label="New price (USD)"
        name="servicePrice"
        inputMode="decimal"
        description="What the order costs in all, in dollars; the balance and the payment link follow."
        value={price}
        onChange={setPrice}
        errorMessage={error}
        isDisabled={saving}
      />
      <div className={styles.panelActions}>
        <Button type="submit" size="sm" variant="secondary" isDisabled={saving}>
          {saving ? "Saving..." : "Set price"}
        </Button>
      </div>
    </form>
  );
}
