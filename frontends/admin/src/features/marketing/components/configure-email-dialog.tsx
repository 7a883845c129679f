/**
 * @module Configure Email Service (Mailjet): API key, API secret and sender
 * address. The stored secret is never shown back: editing means typing the
 * credentials again.
 */
import { emailServiceConfigSchema } from "@stringing/core/marketing/email-service-config";
import { Button } from "@stringing/ui/components/button";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { describeError } from "@stringing/ui/error-message";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { formActions, formStack } from "@stringing/ui/form-grid.css";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { useConfigureMailjet } from "../api/configure-mailjet.ts";

type Field = "apiKey" | "apiSecret" | "senderEmail";

export function ConfigureEmailDialog({ senderEmail, onClose }: { senderEmail: string | null; onClose: () => void }) {
  const { control, handleSubmit } = useSchemaForm<Record<Field, string>, typeof emailServiceConfigSchema>(emailServiceConfigSchema, {
    apiKey: "",
    apiSecret: "",
    senderEmail: senderEmail ?? "",
  });
  const configure = useConfigureMailjet();

  const submit = handleSubmit((config) =>
    configure.mutate(config, {
      onSuccess: (status) => {
        toast({ title: "Email service configured", description: `Campaigns will be sent from ${status.senderEmail ?? config.senderEmail}.` });
        onClose();
      },
      onError: (error) =>
        toast({ title: "Error configuring Mailjet", description: describeError(error, "Please check your credentials and try again"), variant: "destructive" }),
    }),
  );

  return (
    <ModalDialog
      title="Configure Email Service"
      description="Enter your Mailjet API credentials to send email campaigns. The secret is stored on the server and never shown again."
      onClose={onClose}
      isDismissable={!configure.isPending}
    >
      <form className={formStack} onSubmit={submit} noValidate>
        <FormTextField control={control} name="apiKey" label="API Key" autoComplete="off" isRequired />
        <FormTextField control={control} name="apiSecret" label="API Secret" type="password" autoComplete="new-password" isRequired />
        <FormTextField
          control={control}
          name="senderEmail"
          label="Sender Email"
          type="email"
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
