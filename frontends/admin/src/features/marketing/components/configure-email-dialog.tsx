/**
 * @module Configure Email Service (Mailjet): API key, API secret and sender
 * address. The stored secret is never shown back: editing means typing the
 * credentials again.
 */
import { useState, type FormEvent } from "react";
import { emailServiceConfigSchema } from "@stringing/core/marketing/email-service-config";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { firstIssuePerField } from "@stringing/ui/form-errors";
import { toast } from "@stringing/ui/toast-queue";
import { formActions, formStack } from "@stringing/ui/form-grid.css";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { useConfigureMailjet } from "../api/configure-mailjet.ts";

type Field = "apiKey" | "apiSecret" | "senderEmail";

export function ConfigureEmailDialog({ senderEmail, onClose }: { senderEmail: string | null; onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ apiKey: "", apiSecret: "", senderEmail: senderEmail ?? "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const configure = useConfigureMailjet();

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailServiceConfigSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error));
      return;
    }
    configure.mutate(parsed.data, {
      onSuccess: (status) => {
        toast({ title: "Email service configured", description: `Campaigns will be sent from ${status.senderEmail ?? parsed.data.senderEmail}.` });
        onClose();
      },
      onError: (error) =>
        toast({ title: "Error configuring Mailjet", description: describeError(error, "Please check your credentials and try again"), variant: "destructive" }),
    });
  };

  return (
    <ModalDialog
      title="Configure Email Service"
      description="Enter your Mailjet API credentials to send email campaigns. The secret is stored on the server and never shown again."
      onClose={onClose}
      isDismissable={!configure.isPending}
    >
      <form className={formStack} onSubmit={submit} noValidate>
        <TextField label="API Key" value={values.apiKey} onChange={set("apiKey")} errorMessage={errors.apiKey} autoComplete="off" isRequired />
        <TextField
          label="API Secret"
          type="password"
          value={values.apiSecret}
          onChange={set("apiSecret")}
          errorMessage={errors.apiSecret}
          autoComplete="new-password"
          isRequired
        />
        <TextField
          label="Sender Email"
          type="email"
          value={values.senderEmail}
          onChange={set("senderEmail")}
          errorMessage={errors.senderEmail}
          description="Must be a sender address verified in your Mailjet account."
          isRequired
        />
        <div className={formActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={configure.isPending}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={configure.isPending}>
            {configure.isPending ? "Saving..." : "Save Configuration"}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
