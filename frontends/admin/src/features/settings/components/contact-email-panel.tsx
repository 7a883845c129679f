/**
 * @module Email Configuration for contact-form delivery: the Mailjet key,
 * secret and sender address used to forward contact-form messages. The
 * secret is never shown back.
 */
import { useState, type FormEvent } from "react";
import { contactEmailConfigSchema } from "@stringing/core/marketing/email-service-config";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { firstIssuePerField } from "@stringing/ui/form-errors";
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
  const [values, setValues] = useState<Record<Field, string>>({ apiKey: "", apiSecret: "", senderEmail: "" });
  const [touchedSender, setTouchedSender] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const senderEmail = touchedSender ? values.senderEmail : (status.data?.senderEmail ?? DEFAULT_CONTACT_SENDER);

  const set = (field: Field) => (value: string) => {
    if (field === "senderEmail") setTouchedSender(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactEmailConfigSchema.safeParse({ ...values, senderEmail });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = firstIssuePerField(parsed.error);
      setErrors(next);
      const missing = Object.values(next).includes("Missing credentials");
      toast({
        title: missing ? "Missing credentials" : "Invalid email address",
        description: missing ? "Please fill in the API key, API secret and sender email." : "Please enter a valid email address",
        variant: "destructive",
      });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ title: "Email configuration saved", description: `Contact-form messages will be sent from ${saved.senderEmail ?? parsed.data.senderEmail}.` });
        setValues({ apiKey: "", apiSecret: "", senderEmail: saved.senderEmail ?? parsed.data.senderEmail });
      },
      onError: () => toast({ title: "Error configuring Mailjet", description: "Please check your credentials and try again", variant: "destructive" }),
    });
  };

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
        <TextField label="Mailjet API Key" value={values.apiKey} onChange={set("apiKey")} errorMessage={errors.apiKey} autoComplete="off" />
        <TextField
          label="Mailjet API Secret"
          type="password"
          value={values.apiSecret}
          onChange={set("apiSecret")}
          errorMessage={errors.apiSecret}
          autoComplete="new-password"
          description={configured ? "A secret is saved; enter it again to change the configuration." : undefined}
        />
        <TextField label="Sender Email" type="email" value={senderEmail} onChange={set("senderEmail")} errorMessage={errors.senderEmail} />
        <div className={formActions}>
          <Button type="submit" isDisabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Email Configuration"}
          </Button>
        </div>
      </form>
    </section>
  );
}
