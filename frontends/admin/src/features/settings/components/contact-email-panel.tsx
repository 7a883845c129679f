/**
 * @module Email Configuration for contact-form delivery: the Mailjet key,
 * secret and sender address used to forward contact-form messages. The
 * secret is never shown back.
 */
import { useEffect } from "react";
import { contactEmailConfigSchema } from "@stringing/core/marketing/email-service-config";
import { Button } from "@stringing/ui/components/button";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { formActions, formStack } from "@stringing/ui/form-grid.css";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { useContactEmailConfig, useSaveContactEmailConfig } from "../api/contact-email-config.ts";
import * as styles from "./settings.css.ts";

/** Prefilled until an address is saved. */
export const DEFAULT_CONTACT_SENDER = "noreply@stringmasterpro.com";

type Field = "apiKey" | "apiSecret" | "senderEmail";

/** Part of the one Mail panel: an optional, separate Mailjet account for contact-form notices. */
export function ContactEmailSection() {
  const status = useContactEmailConfig();
  const save = useSaveContactEmailConfig();
  const { control, handleSubmit, reset, resetField, getFieldState } = useSchemaForm<Record<Field, string>, typeof contactEmailConfigSchema>(
    contactEmailConfigSchema,
    { apiKey: "", apiSecret: "", senderEmail: DEFAULT_CONTACT_SENDER },
  );
  const savedSender = status.data?.senderEmail ?? DEFAULT_CONTACT_SENDER;

  // The saved address shows once known, unless the owner has started typing another.
  useEffect(() => {
    if (!getFieldState("senderEmail").isDirty) resetField("senderEmail", { defaultValue: savedSender });
  }, [savedSender, getFieldState, resetField]);

  const submit = handleSubmit(
    (config) =>
      save.mutate(config, {
        onSuccess: (saved) => {
          toast({ title: "Email configuration saved", description: `Contact-form messages will be sent from ${saved.senderEmail ?? config.senderEmail}.` });
          reset({ apiKey: "", apiSecret: "", senderEmail: saved.senderEmail ?? config.senderEmail });
        },
        onError: () => toast({ title: "Error configuring Mailjet", description: "Please check your credentials and try again", variant: "destructive" }),
      }),
    (errors) => {
      const missing = Object.values(errors).some((error) => error?.message === "Missing credentials");
      toast({
        title: missing ? "Missing credentials" : "Invalid email address",
        description: missing ? "Please fill in the API key, API secret and sender email." : "Please enter a valid email address",
        variant: "destructive",
      });
    },
  );

  const configured = status.data?.configured ?? false;
  return (
    <section className={formStack} aria-labelledby="contact-email-heading">
      <div className={styles.sectionHeader}>
        <h3 id="contact-email-heading" className={styles.sectionTitle}>
          Contact-form messages (optional)
        </h3>
        {status.isSuccess ? configured ? <Badge tone="green">Own Mailjet account</Badge> : <Badge tone="blue">Same provider</Badge> : null}
      </div>
      <p className={styles.muted}>
        {configured
          ? `Contact-form messages go through this separate Mailjet account, to ${status.data?.senderEmail}.`
          : "Contact-form messages go through the provider above, to the owner address. Only to use a separate Mailjet account for them, enter it here."}
      </p>
      <form className={formStack} onSubmit={submit} noValidate aria-label="Contact-form email configuration">
        <FormTextField control={control} name="apiKey" label="Mailjet API Key" autoComplete="off" />
        <FormTextField
          control={control}
          name="apiSecret"
          label="Mailjet API Secret"
          type="password"
          autoComplete="new-password"
          description={configured ? "A secret is saved; enter it again to change the configuration." : undefined}
        />
        <FormTextField control={control} name="senderEmail" label="Sender Email" type="email" />
        <div className={formActions}>
          <Button type="submit" isDisabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Email Configuration"}
          </Button>
        </div>
      </form>
    </section>
  );
}
