/**
 * @module An order's payment, set by hand (CONTRACT "Payment status"): its
 * state, what was paid and when (and what is still due while partially
 * paid), and Mark as paid / Partially paid / Mark unpaid / Refunded with an
 * amount (dollars here, cents in the API; the order's price to
 * start with) and an optional note for the timeline; and the order's price,
 * set after it was placed. Nothing typed is lost
 * on a refusal: the amount and note stay, the reason shows under the field.
 */
import { useState, type FormEvent } from "react";
import { balanceDue } from "@stringing/core/orders/payment";
import type { PaymentStatus } from "@stringing/core/orders/payment-status";
import { formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { formatDateTime } from "@stringing/ui/date-time";
import { ApiError } from "@stringing/ui/api-request";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { useSetPaymentStatus, type PaymentUpdate } from "../api/set-payment-status.ts";
import type { Order } from "../order.ts";
import { amountFieldText, PAYMENT_STATUS_LABELS, readAmount } from "../payment.ts";
import * as styles from "./order-details-dialog.css.ts";
import { OrderPriceForm } from "./order-price-form.tsx";
import { PaymentBadge } from "./payment-badge.tsx";

type PaymentOrder = Pick<Order, "id" | "paymentStatus" | "amountPaid" | "paidAt" | "servicePrice">;

const NOTE_LIMIT = 5000;

export function PaymentPanel({ order }: { order: PaymentOrder }) {
  const [amount, setAmount] = useState(() => amountFieldText(order));
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; note?: string; form?: string }>({});
  const setPayment = useSetPaymentStatus();
  const saving = setPayment.isPending;

  const send = (paymentStatus: PaymentStatus) => {
    if (saving) return;
    const update: PaymentUpdate = { paymentStatus };
    if (paymentStatus !== "unpaid") {
      const read = readAmount(amount);
      if (!read.ok) {
        setErrors({ amount: read.message });
        return;
      }
      update.amountPaid = read.cents;
    }
    const trimmed = note.trim();
    if (trimmed.length > NOTE_LIMIT) {
      setErrors({ note: `A note is at most ${NOTE_LIMIT} characters` });
      return;
    }
    if (trimmed) update.note = trimmed;
    setErrors({});
    setPayment.mutate(
      { id: order.id, update },
      {
        onSuccess: (saved) => {
          setNote("");
          setAmount(amountFieldText(saved));
          const paid = saved.amountPaid === null ? "" : ` (${formatCents(saved.amountPaid)})`;
          toast({ title: "Payment updated", description: `Order #${saved.id} is ${PAYMENT_STATUS_LABELS[saved.paymentStatus].toLowerCase()}${paid}.` });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          setErrors({
            ...(fields.amountPaid ? { amount: fields.amountPaid } : {}),
            ...(fields.note ? { note: fields.note } : {}),
            ...(!fields.amountPaid && !fields.note ? { form: describeError(error, "The payment could not be saved.") } : {}),
          });
          toast({ title: "Error updating payment", description: describeError(error, "The payment could not be saved."), variant: "destructive" });
        },
      },
    );
  };

  // Enter in a field marks the order paid (the usual case); the other states take a click.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send("paid");
  };

  const headingId = `payment-panel-${order.id}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h3 id={headingId} className={styles.panelTitle}>
          Payment
        </h3>
        <PaymentBadge status={order.paymentStatus} />
      </div>
      <p className={styles.sectionText}>{paymentSummary(order)}</p>
      <form className={styles.panelForm} onSubmit={onSubmit} noValidate aria-label={`Payment of order #${order.id}`}>
        <TextField
          label="Amount (USD)"
          name="amountPaid"
          inputMode="decimal"
          description="Paid or refunded, in dollars."
          value={amount}
          onChange={setAmount}
          errorMessage={errors.amount}
          isDisabled={saving}
        />
        <TextField
          label="Note (optional)"
          name="paymentNote"
          description="Kept in the timeline, e.g. how they paid."
          value={note}
          onChange={setNote}
          errorMessage={errors.note}
          isDisabled={saving}
        />
        {errors.form ? (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className={styles.panelActions}>
          <Button type="submit" size="sm" isDisabled={saving}>
            {saving && setPayment.variables?.update.paymentStatus === "paid"
              ? "Saving..."
              : order.paymentStatus === "paid"
                ? "Update amount paid"
                : "Mark as paid"}
          </Button>
          <Button variant="secondary" size="sm" isDisabled={saving} onPress={() => send("partially_paid")}>
            {saving && setPayment.variables?.update.paymentStatus === "partially_paid" ? "Saving..." : "Partially paid"}
          </Button>
          <Button variant="secondary" size="sm" isDisabled={saving || order.paymentStatus === "unpaid"} onPress={() => send("unpaid")}>
            Mark unpaid
          </Button>
          <Button variant="secondary" size="sm" isDisabled={saving || order.paymentStatus === "refunded"} onPress={() => send("refunded")}>
            Refunded
          </Button>
        </div>
      </form>
      <OrderPriceForm order={order} />
    </section>
  );
}

function paymentSummary(order: PaymentOrder): string {
  const paid = order.amountPaid === null ? "" : ` ${formatCents(order.amountPaid)}`;
  const when = order.paidAt ? ` on ${formatDateTime(order.paidAt)}` : "";
  switch (order.paymentStatus) {
    case "unpaid":
      return `Not paid yet. Price ${formatCents(order.servicePrice)}.`;
    case "partially_paid":
      return `Partially paid${paid} of ${formatCents(order.servicePrice)}${when}; ${formatCents(balanceDue(order))} still due.`;
    case "paid":
      return `Paid${paid}${when}.`;
    case "refunded":
      return `Refunded; paid${paid}${when}.`;
  }
}
