/**
 * @module Mail, the one mail panel (docs/rules/mail.md, Providers): which provider
 * carries the product's mail (Mailjet once saved, else Resend from the
 * server's environment, else `.eml` files), the owner's address for new
 * orders and contact messages (with a prompt while they would go unread),
 * "Send a test mail" through it, and the optional contact-form account.
 */
import { useState } from "react";
import { ownerEmailSchema } from "@stringing/core/mail/mail-settings-input";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { formActions, formStack } from "@stringing/ui/form-grid.css";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { useMailDelivery, useSaveOwnerEmail } from "../api/mail-delivery.ts";
import { useSendTestMail } from "../api/send-test-mail.ts";
import { ownerEmailPrompt, PROVIDER_LABELS } from "../../../shared/marketing/mail-provider.ts";
import { ContactEmailSection } from "./contact-email-panel.tsx";
import * as styles from "./settings.css.ts";

export { PROVIDER_LABELS };

const PROVIDER_SOURCES: Record<string, string> = {
  mailjet: "The Mailjet settings saved under Email Marketing.",
  resend: "RESEND_API_KEY in the server's environment.",
  file: "No mail service is set up: every message is written as a file under the data folder's mail/.",
};

export function MailDeliveryPanel() {
  const status = useMailDelivery();
  const test = useSendTestMail();
  const [testTo, setTestTo] = useState("");
  const delivery = status.data;
  const prompt = delivery ? ownerEmailPrompt(delivery.ownerEmailConcern, delivery.effectiveOwnerEmail) : null;

  const sendTest = () => {
    test.reset();
    test.mutate(testTo.trim() || undefined);
  };

  return (
    <Card
      title="Mail"
      description="How order confirmations, your notices and campaigns are sent: the same answer Email Marketing shows."
      action={delivery ? delivery.configured ? <Badge tone="green">Configured</Badge> : <Badge tone="yellow">Files only</Badge> : null}
    >
      {status.isPending ? (
        <Spinner label="Loading mail delivery" />
      ) : status.isError || !delivery ? (
        <p role="alert">{describeError(status.error, "The mail settings could not be loaded")}</p>
      ) : (
        <div className={formStack}>
          <dl className={styles.infoList}>
            <dt className={styles.infoTerm}>Active provider</dt>
            <dd className={styles.infoValue}>
              <strong>{PROVIDER_LABELS[delivery.provider] ?? delivery.provider}</strong>
              <br />
              <span className={styles.muted}>{PROVIDER_SOURCES[delivery.provider]}</span>
            </dd>
            <dt className={styles.infoTerm}>Sender</dt>
            <dd className={styles.infoValue}>{delivery.senderEmail ?? "-"}</dd>
          </dl>

          {prompt ? (
            <p className={styles.warning} role="note">
              <strong>Owner address needed.</strong> {prompt}
            </p>
          ) : null}

          <OwnerEmailForm saved={delivery.ownerEmail ?? ""} effective={delivery.effectiveOwnerEmail} />

          <div className={formStack}>
            <TextField
              label="Send the test to"
              type="email"
              value={testTo}
              onChange={(value) => {
                setTestTo(value);
                test.reset();
              }}
              description={`Empty: the owner address (${delivery.effectiveOwnerEmail}).`}
            />
            <div className={formActions}>
              <Button variant="secondary" onPress={sendTest} isDisabled={test.isPending}>
                {test.isPending ? "Sending..." : "Send a test mail"}
              </Button>
            </div>
            {test.isSuccess ? (
              <p role="status">
                Test mail sent through {PROVIDER_LABELS[test.data.provider] ?? test.data.provider} to {test.data.to}.
              </p>
            ) : null}
            {test.isError ? <p role="alert">{describeError(test.error, "The test mail could not be sent")}</p> : null}
          </div>

          <ContactEmailSection />
        </div>
      )}
    </Card>
  );
}

/** The owner's address: saved as typed (lower-cased by the schema), or emptied back to the sender. */
function OwnerEmailForm({ saved, effective }: { saved: string; effective: string }) {
  const save = useSaveOwnerEmail();
  const { control, handleSubmit, setError, reset } = useSchemaForm<{ ownerEmail: string }, typeof ownerEmailSchema>(ownerEmailSchema, { ownerEmail: saved });
  const submit = handleSubmit(({ ownerEmail }) =>
    save.mutate(ownerEmail, {
      onSuccess: (answer) => {
        reset({ ownerEmail: answer.ownerEmail ?? "" });
        toast({ title: "Owner address saved", description: `New orders and contact messages go to ${answer.effectiveOwnerEmail}.` });
      },
      onError: (error) => setError("ownerEmail", { type: "server", message: describeError(error, "The owner address could not be saved") }),
    }),
  );
  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label="Owner address">
      <FormTextField
        control={control}
        name="ownerEmail"
        label="Owner Email"
        type="email"
        description={`New orders and contact messages go here. Empty: the sender address (now ${effective}).`}
      />
      <div className={formActions}>
        <Button type="submit" isDisabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Owner Email"}
        </Button>
      </div>
    </form>
  );
}
