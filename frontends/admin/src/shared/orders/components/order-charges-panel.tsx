/**
 * @module "Extra work" on an order's page (docs/rules/payments.md, Extra
 * work): the charges the owner proposed, each with its amount and state in
 * words, Withdraw on a proposed one (after a confirmation), the balance due
 * (price plus approved work, less what was paid, computed by the server) and
 * the status page link the player approves and pays from, with a Copy
 * button. "Add a charge" takes a description and an amount in dollars, read
 * to cents from the text (never through floating point); a refusal shows
 * under its field, the order is read again and focus goes back to the first
 * field for the next charge.
 */
import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { z } from "zod";
import { type ChargeStatus, type ChargeView, newChargeSchema } from "@stringing/core/orders/charges/charge";
import { formatCents } from "@stringing/core/shared/money";
import { Button } from "@stringing/ui/components/button";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { describeError } from "@stringing/ui/error-message";
import { focusField, showServerErrors, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useProposeCharge, useWithdrawCharge } from "../api/order-charges.ts";
import type { Order } from "../order.ts";
import { readAmount } from "../payment.ts";
import * as styles from "./order-details-dialog.css.ts";
import * as promiseStyles from "./order-promise-panel.css.ts";
import { CopyableLink } from "./reorder-button.tsx";

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  proposed: "Proposed",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

export const NO_CHARGES = "No extra work proposed on this order.";
export const CHARGE_RANGE_MESSAGE = "Enter an amount from $0.01 to $1,000.00";

/** The order answers its charges and balance (GET /api/orders/{id}); both optional so an older answer still renders. */
type ChargesOrder = Pick<Order, "id" | "statusUrl"> & { charges?: readonly ChargeView[] | undefined; balanceDue?: number | undefined };

export function OrderChargesPanel({ order }: { order: ChargesOrder }) {
  const charges = order.charges ?? [];
  const [toWithdraw, setToWithdraw] = useState<ChargeView | null>(null);
  const withdraw = useWithdrawCharge();
  const headingId = `charges-panel-${order.id}`;
  // A withdrawn charge loses its button once the order is read again: focus goes to the panel's heading, not the page's body.
  const [withdrawn, setWithdrawn] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (withdrawn === null || charges.some((charge) => charge.id === withdrawn && charge.status === "proposed")) return;
    heading.current?.focus();
    setWithdrawn(null);
  }, [charges, withdrawn]);

  const confirmWithdraw = (charge: ChargeView) =>
    withdraw.mutate(
      { orderId: order.id, chargeId: charge.id },
      {
        onSuccess: () => {
          setWithdrawn(charge.id);
          toast({ title: "Charge withdrawn", description: `“${charge.description}” is no longer asked of the player.` });
        },
        onError: (failure) =>
          toast({ title: "Could not withdraw the charge", description: describeError(failure, "The charge could not be withdrawn."), variant: "destructive" }),
        onSettled: () => setToWithdraw(null),
      },
    );

  return (
    <section className={`${styles.panel} ${promiseStyles.spaced}`} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
          Extra work
        </h2>
      </div>
      {charges.length === 0 ? (
        <p className={styles.sectionText}>{NO_CHARGES}</p>
      ) : (
        <dl className={styles.dl} aria-label={`Charges of order #${order.id}`}>
          {charges.map((charge) => (
            <div key={charge.id} className={styles.dlRow} data-charge={charge.id}>
              <dt className={styles.dt}>{charge.description}</dt>
              <dd className={styles.dd}>
                {formatCents(charge.amount)} · {CHARGE_STATUS_LABELS[charge.status]}
                {charge.status === "proposed" ? (
                  <>
                    {" "}
                    <Button size="sm" variant="secondary" onPress={() => setToWithdraw(charge)} aria-label={`Withdraw ${charge.description}`}>
                      Withdraw
                    </Button>
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {order.balanceDue === undefined ? null : <p className={styles.sectionText}>Balance due: {formatCents(order.balanceDue)}</p>}
      <CopyableLink label="Status link" url={order.statusUrl} />
      <p className={styles.sectionText}>
        The player approves or declines proposed work and pays the balance from this link; it is mailed to them with each charge.
      </p>
      <AddChargeForm orderId={order.id} />
      {toWithdraw ? (
        <ConfirmDialog
          title="Withdraw this charge?"
          message={`“${toWithdraw.description}” (${formatCents(toWithdraw.amount)}) will no longer be asked of the player.`}
          confirmLabel="Withdraw"
          pendingLabel="Withdrawing..."
          destructive
          isPending={withdraw.isPending}
          onConfirm={() => confirmWithdraw(toWithdraw)}
          onClose={() => setToWithdraw(null)}
        />
      ) : null}
    </section>
  );
}

type ChargeValues = { description: string; amount: string };
const FIELDS = ["description", "amount"] as const;

/** The amount typed in dollars, read to cents from the text, then held to the API's own rule. */
const chargeForm = z.object({
  description: newChargeSchema.shape.description,
  amount: z
    .string()
    .transform((text, context) => {
      const read = readAmount(text);
      if (!read.ok) {
        context.addIssue({ code: "custom", message: read.message });
        return z.NEVER;
      }
      if (read.cents < 1 || read.cents > 100_000) {
        context.addIssue({ code: "custom", message: CHARGE_RANGE_MESSAGE });
        return z.NEVER;
      }
      return read.cents;
    })
    .pipe(newChargeSchema.shape.amount),
});

const EMPTY: ChargeValues = { description: "", amount: "" };

function AddChargeForm({ orderId }: { orderId: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const propose = useProposeCharge();
  const saving = propose.isPending;
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<ChargeValues, typeof chargeForm>(chargeForm, EMPTY);

  const focusFirst = (errors: FieldErrors<ChargeValues>) => {
    const first = FIELDS.find((name) => errors[name]);
    if (first) focusField(formRef.current, first);
  };

  const submit = handleSubmit(({ description, amount }) => {
    if (saving) return;
    propose.mutate(
      { orderId, description, amount },
      {
        onSuccess: (charge) => {
          reset(EMPTY);
          toast({ title: "Charge proposed", description: `“${charge.description}” (${formatCents(charge.amount)}) was sent to the player to approve.` });
          focusField(formRef.current, "description");
        },
        onError: (failure) => {
          const [first] = showServerErrors(failure, FIELDS, setError);
          if (first) focusField(formRef.current, first);
          else setError("root", { type: "server", message: describeError(failure, "The charge could not be proposed.") });
        },
      },
    );
  }, focusFirst);

  return (
    <form ref={formRef} className={styles.panelForm} onSubmit={submit} noValidate aria-label={`Add a charge to order #${orderId}`}>
      <h3 className={styles.panelTitle}>Add a charge</h3>
      <FormTextField
        control={control}
        name="description"
        label="Description"
        description="What the extra work is, as the player will read it."
        isDisabled={saving}
      />
      <FormTextField control={control} name="amount" label="Amount (USD)" inputMode="decimal" description="In dollars, like 15 or 15.00." isDisabled={saving} />
      {formState.errors.root ? (
        <p role="alert" className={styles.formError}>
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className={styles.panelActions}>
        <Button type="submit" size="sm" isDisabled={saving}>
          {saving ? "Proposing..." : "Propose charge"}
        </Button>
      </div>
    </form>
  );
}
