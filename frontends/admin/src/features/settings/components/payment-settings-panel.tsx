/**
 * @module Payment links for names that are no service (a service's own link
 * is set on its row in Services). Kept for owners who named links before
 * services existed: the order form still offers them. Links may hold an
 * amount placeholder ([amount] or {amount}) that the order's price fills.
 */
import { type ReactNode, useState } from "react";
import { Controller, type FieldErrors } from "react-hook-form";
import { BOTH_REQUIRED, paymentSettingCreateSchema } from "@stringing/core/content/payment-setting";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { formActions, formGrid, fullWidth } from "@stringing/ui/form-grid.css";
import { orphanedPaymentSettings } from "@stringing/core/orders/offered-services";
import { useDeletePaymentSetting, usePaymentSettings, useSavePaymentSetting, type PaymentSettingRow } from "../api/payment-settings.ts";
import { services } from "../api/services.ts";
import { useCatalogueList } from "../api/catalogue-resource.ts";
import { ItemDialog } from "@stringing/ui/components/item-dialog";
import * as styles from "./settings.css.ts";

export const PAYMENT_LINK_HINT = "Links may contain [amount] or {amount}; it is replaced with the order's price.";

/** Both fields are needed after trimming; then the link must be a web address. */
export function checkPaymentSetting(serviceName: string, paymentLink: string): string | null {
  if (!serviceName.trim() || !paymentLink.trim()) return BOTH_REQUIRED;
  const parsed = paymentSettingCreateSchema.safeParse({ serviceName, paymentLink });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? BOTH_REQUIRED);
}

type PaymentSettingValues = { serviceName: string; paymentLink: string };

/** The form's one message: the schema's first (both fields come before the link's form), said once for the form. */
const firstProblem = (errors: FieldErrors<PaymentSettingValues>) => errors.serviceName?.message ?? errors.paymentLink?.message ?? BOTH_REQUIRED;

/** A payment setting's form: its two fields, checked with the API's schema; a problem is said once for the form, not under a field. */
function usePaymentSettingForm(defaults: PaymentSettingValues) {
  const form = useSchemaForm<PaymentSettingValues, typeof paymentSettingCreateSchema>(paymentSettingCreateSchema, defaults);
  const field = (name: keyof PaymentSettingValues, render: (props: { value: string; onChange: (value: string) => void }) => ReactNode) => (
    <Controller control={form.control} name={name} render={({ field: { value, onChange } }) => <>{render({ value, onChange })}</>} />
  );
  return { ...form, field };
}

export function PaymentSettingsPanel() {
  const list = usePaymentSettings();
  const serviceList = useCatalogueList(services);
  const save = useSavePaymentSetting();
  const remove = useDeletePaymentSetting();
  const { handleSubmit, reset, field } = usePaymentSettingForm({ serviceName: "", paymentLink: "" });
  const [editing, setEditing] = useState<PaymentSettingRow | null>(null);
  const [toDelete, setToDelete] = useState<PaymentSettingRow | null>(null);

  const add = handleSubmit(
    ({ serviceName, paymentLink }) =>
      save.mutate(
        { serviceName: serviceName.trim(), paymentLink: paymentLink.trim() },
        {
          onSuccess: () => {
            toast({ title: "Payment setting added", description: `${serviceName.trim()} now has a payment link.` });
            reset();
          },
          onError: (error) => toast({ title: "Error saving payment setting", description: describeError(error, "Please try again."), variant: "destructive" }),
        },
      ),
    (errors) => toast({ title: "Error", description: firstProblem(errors), variant: "destructive" }),
  );

  return (
    <Card
      title="Other Payment Links"
      description="Links for names that are not on the Services tab; the order form offers them too. Set a service's own link on its row in Services."
    >
      <form className={formGrid} onSubmit={add} noValidate aria-label="Add payment setting">
        {field("serviceName", (props) => (
          <TextField label="Service Name" {...props} placeholder="Mesh Pocket" />
        ))}
        {field("paymentLink", (props) => (
          <TextField
            label="Payment Link"
            type="url"
            {...props}
            placeholder="https://pay.example.com/checkout?amount={amount}"
            description={PAYMENT_LINK_HINT}
          />
        ))}
        <div className={`${formActions} ${fullWidth}`}>
          <Button type="submit" isDisabled={save.isPending && !editing}>
            {save.isPending && !editing ? "Adding..." : "Add Payment Setting"}
          </Button>
        </div>
      </form>
      {list.isError ? (
        <ErrorState
          title="Error loading payment settings"
          message={describeError(list.error, "Please try again.")}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <DataTable
          aria-label="Payment settings"
          rows={orphanedPaymentSettings(list.data ?? [], serviceList.data ?? [])}
          isLoading={list.isPending || serviceList.isPending}
          emptyText={<EmptyState title="No other payment links" description="Every payment link belongs to a service on the Services tab." />}
          columns={[
            { id: "service", header: "Service", isRowHeader: true, cell: (p) => p.serviceName },
            { id: "link", header: "Payment Link", cell: (p) => <span className={styles.breakAnywhere}>{p.paymentLink}</span> },
            {
              id: "actions",
              header: "Actions",
              align: "end",
              cell: (p) => (
                <span className={styles.actions}>
                  <Button variant="secondary" size="sm" aria-label={`Edit ${p.serviceName}`} onPress={() => setEditing(p)}>
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Delete ${p.serviceName}`} onPress={() => setToDelete(p)}>
                    Delete
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}
      {editing ? <EditPaymentSetting setting={editing} onClose={() => setEditing(null)} /> : null}
      {toDelete ? (
        <ConfirmDialog
          title="Delete payment setting?"
          message={`${toDelete.serviceName} will no longer have a payment link.`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          isPending={remove.isPending}
          onClose={() => setToDelete(null)}
          onConfirm={() =>
            remove.mutate(toDelete.id, {
              onSuccess: () => {
                toast({ title: "Payment setting deleted" });
                setToDelete(null);
              },
              onError: (error) =>
                toast({ title: "Error deleting payment setting", description: describeError(error, "Please try again."), variant: "destructive" }),
            })
          }
        />
      ) : null}
    </Card>
  );
}

function EditPaymentSetting({ setting, onClose }: { setting: PaymentSettingRow; onClose: () => void }) {
  const { handleSubmit, setError, formState, field } = usePaymentSettingForm({ serviceName: setting.serviceName, paymentLink: setting.paymentLink });
  const save = useSavePaymentSetting();
  const submit = handleSubmit(
    ({ serviceName, paymentLink }) =>
      save.mutate(
        { id: setting.id, serviceName: serviceName.trim(), paymentLink: paymentLink.trim() },
        {
          onSuccess: () => {
            toast({ title: "Payment setting updated" });
            onClose();
          },
          onError: (error) => {
            const message = describeError(error, "Please try again.");
            setError("root", { type: "server", message });
            toast({ title: "Error saving payment setting", description: message, variant: "destructive" });
          },
        },
      ),
    (errors) => setError("root", { type: "invalid", message: firstProblem(errors) }),
  );
  return (
    <ItemDialog
      title="Edit Payment Setting"
      saveLabel="Save Payment Setting"
      isPending={save.isPending}
      error={formState.errors.root?.message}
      onSubmit={submit}
      onClose={onClose}
    >
      {field("serviceName", (props) => (
        <TextField label="Service Name" {...props} />
      ))}
      {field("paymentLink", (props) => (
        <TextField label="Payment Link" type="url" {...props} description={PAYMENT_LINK_HINT} />
      ))}
    </ItemDialog>
  );
}
