/**
 * @module A service row's payment link (issue 16: services in one place).
 * The link is a payment setting named like the service; the order form
 * offers the visible services that have one. Saving an empty link deletes
 * the setting, which takes the service out of the order form.
 */
import { useState } from "react";
import { paymentSettingOf } from "@stringing/core/orders/offered-services";
import { Button } from "@stringing/ui/components/button";
import { ItemDialog } from "@stringing/ui/components/item-dialog";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { useDeletePaymentSetting, useSavePaymentSetting, type PaymentSettingRow } from "../api/payment-settings.ts";
import { checkPaymentSetting, PAYMENT_LINK_HINT } from "./payment-settings-panel.tsx";
import * as styles from "./settings.css.ts";

export const NOT_IN_ORDER_FORM = "No link: not offered in the order form";

export function ServicePaymentLink({ serviceName, settings }: { serviceName: string; settings: readonly PaymentSettingRow[] | undefined }) {
  const [editing, setEditing] = useState(false);
  const setting = settings ? paymentSettingOf(settings, serviceName) : undefined;
  return (
    <span className={styles.actions}>
      {setting ? <span className={styles.breakAnywhere}>{setting.paymentLink}</span> : <span className={styles.muted}>{NOT_IN_ORDER_FORM}</span>}
      {/* The name starts with the words shown, so speech input can say what it sees. */}
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${setting ? "Edit link" : "Add link"} for ${serviceName}`}
        isDisabled={!settings}
        onPress={() => setEditing(true)}
      >
        {setting ? "Edit link" : "Add link"}
      </Button>
      {editing ? <PaymentLinkDialog serviceName={serviceName} setting={setting} onClose={() => setEditing(false)} /> : null}
    </span>
  );
}

function PaymentLinkDialog({ serviceName, setting, onClose }: { serviceName: string; setting: PaymentSettingRow | undefined; onClose: () => void }) {
  const [link, setLink] = useState(setting?.paymentLink ?? "");
  const [problem, setProblem] = useState<string>();
  const save = useSavePaymentSetting();
  const remove = useDeletePaymentSetting();

  const done = (title: string) => () => {
    toast({ title, description: serviceName });
    onClose();
  };
  const failed = (error: unknown) => {
    const message = describeError(error, "Please try again.");
    setProblem(message);
    toast({ title: "Error saving payment link", description: message, variant: "destructive" });
  };

  const submit = () => {
    setProblem(undefined);
    if (link.trim() === "") {
      if (!setting) return onClose();
      remove.mutate(setting.id, { onSuccess: done("Payment link removed"), onError: failed });
      return;
    }
    const found = checkPaymentSetting(setting?.serviceName ?? serviceName, link);
    if (found) return setProblem(found);
    save.mutate(
      { id: setting?.id, serviceName: setting?.serviceName ?? serviceName, paymentLink: link.trim() },
      { onSuccess: done("Payment link saved"), onError: failed },
    );
  };

  return (
    <ItemDialog
      title={`Payment Link: ${serviceName}`}
      saveLabel="Save Payment Link"
      isPending={save.isPending || remove.isPending}
      error={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Payment Link"
        type="url"
        value={link}
        onChange={setLink}
        placeholder="https://pay.example.com/checkout?amount={amount}"
        description={`${PAYMENT_LINK_HINT} Leave it empty to take the service out of the order form.`}
      />
    </ItemDialog>
  );
}
