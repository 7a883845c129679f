/**
 * @module An order's payment, set by hand (docs/rules/payments.md, Marking it by hand): its
 * state, what was paid and when (and what is still due while partially
 * paid), and Mark as paid / Partially paid / Mark unpaid / Refunded with an
 * amount (dollars here, cents in the API; the order's price to
 * start with) and an optional note for the timeline; and the order's price,
 * set after it was placed. Nothing typed is lost
 * on a refusal: the amount and note stay, the reason shows under the field.
 */
import type { FormEvent } from "react";
import { z } from "zod";
import { amountOwed, balanceDue } from "@stringing/core/orders/balance-due";
import { paymentUpdateSchema } from "@stringing/core/orders/payment";
import { type PaymentStatus, paymentStatusSchema } from "@stringing/core/orders/payment-status";
import { formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { formatDateTime } from "@stringing/ui/date-time";
import { ApiError } from "@stringing/ui/api-request";
import { describeError } from "@stringing/ui/error-message";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { useSetPaymentStatus } from "../api/set-payment-status.ts";
import type { Order } from "../order.ts";
import { amountFieldText, PAYMENT_STATUS_LABELS, readAmount } from "../payment.ts";
import * as styles from "./order-details-dialog.css.ts";
import { OrderPriceForm } from "./order-price-form.tsx";
import { PaymentBadge } from "./payment-badge.tsx";

/** `charges`: the order's extra work (the API answers it with the order); approved work is owed with the price. */
type PaymentOrder = Pick<Order, "id" | "paymentStatus" | "amountPaid" | "paidAt" | "servicePrice"> & {
  charges?: readonly { amount: number; status: string }[] | undefined;
};

const NOTE_LIMIT = 5000;

type PaymentValues = { paymentStatus: PaymentStatus; amountPaid: string; paymentNote: string };

/**
 * What the buttons send, held to the API's own paymentUpdateSchema: the
 * amount typed in dollars read to cents (none for unpaid), a blank note left
 * out. The amount's and the note's own messages come first, one at a time.
 */
const paymentForm = z
  .object({ paymentStatus: paymentStatusSchema, amountPaid: z.string(), paymentNote: z.string() })
  .transform(({ paymentStatus, amountPaid, paymentNote }, context): z.input<typeof paymentUpdateSchema> => {
    const read = paymentStatus === "unpaid" ? null : readAmount(amountPaid);
    const note = paymentNote.trim();
    if (read && !read.ok) context.addIssue({ code: "custom", path: ["amountPaid"], message: read.message });
    else if (note.length > NOTE_LIMIT) context.addIssue({ code: "custom", path: ["paymentNote"], message: `A note is at most ${NOTE_LIMIT} characters` });
    return { paymentStatus, ...(read?.ok ? { amountPaid: read.cents } : {}), ...(note ? { note } : {}) };
  })
  .pipe(paymentUpdateSchema);

export function PaymentPanel({ order }: { order: PaymentOrder }) {
  const defaults = (from: Pick<Order, "amountPaid" | "servicePrice">): PaymentValues => ({
    paymentStatus: "paid",
    amountPaid: amountFieldText(from),
    paymentNote: "",
  });
  const { control, handleSubmit, setValue, setError, reset, formState } = useSchemaForm<PaymentValues, typeof paymentForm>(paymentForm, defaults(order), {
    fieldNames: { note: "paymentNote" },
  });
  const setPayment = useSetPaymentStatus();
  const saving = setPayment.isPending;

  const save = handleSubmit((update) => {
    if (saving) return;
    setPayment.mutate(
      { id: order.id, update },
      {
        onSuccess: (saved) => {
          reset(defaults(saved));
          const paid = saved.amountPaid === null ? "" : ` (${formatCents(saved.amountPaid)})`;
          toast({ title: "Payment updated", description: `Order #${saved.id} is ${PAYMENT_STATUS_LABELS[saved.paymentStatus].toLowerCase()}${paid}.` });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          if (fields.amountPaid) setError("amountPaid", { type: "server", message: fields.amountPaid });
          if (fields.note) setError("paymentNote", { type: "server", message: fields.note });
          if (!fields.amountPaid && !fields.note) setError("root", { type: "server", message: describeError(error, "The payment could not be saved.") });
          toast({ title: "Error updating payment", description: describeError(error, "The payment could not be saved."), variant: "destructive" });
        },
      },
    );
  });

  const send = (paymentStatus: PaymentStatus) => {
    setValue("paymentStatus", paymentStatus);
    void save();
  };

  // Enter in a field marks the order paid (the usual case); the other states take a click.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setValue("paymentStatus", "paid");
    void save(event);
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
        <FormTextField
          control={control}
          name="amountPaid"
          label="Amount (USD)"
          inputMode="decimal"
          description="Paid or refunded, in dollars."
          isDisabled={saving}
        />
        <FormTextField
          control={control}
          name="paymentNote"
          label="Note (optional)"
          description="Kept in the timeline, e.g. how they paid."
          isDisabled={saving}
        />
        {formState.errors.root ? (
          <p className={styles.formError} role="alert">
            {formState.errors.root.message}
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
      return `Partially paid${paid} of ${formatCents(amountOwed(order.servicePrice, order.charges ?? []))}${when}; ${formatCents(balanceDue(order, order.charges ?? []))} still due.`;
    case "paid":
      return `Paid${paid}${when}.`;
    case "refunded":
      return `Refunded; paid${paid}${when}.`;
  }
}
