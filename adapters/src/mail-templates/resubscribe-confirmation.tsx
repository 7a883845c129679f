/** To an address that left the newsletter (or bounced, or complained) and was typed into the form again: confirm before it is mailed again. */
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { MailLayout } from "./layout.tsx";
import { ActionButton, Paragraph, Title } from "./parts.tsx";

export function ResubscribeConfirmation({ site, name, email, confirmUrl }: MailTemplateData["resubscribe-confirmation"]) {
  return (
    <MailLayout site={site} preview={`Confirm that ${email} should get our newsletter again`}>
      <Title>Confirm your subscription</Title>
      <Paragraph>Hi {name ?? "there"},</Paragraph>
      <Paragraph>
        Someone asked for {email} to get the {site.name} newsletter again. This address is off our list now (it unsubscribed, or our mail to it failed), so we
        send nothing until you confirm.
      </Paragraph>
      <ActionButton href={confirmUrl}>Yes, subscribe me again</ActionButton>
      <Paragraph>If it was not you, ignore this message: you stay unsubscribed. The link works for seven days.</Paragraph>
    </MailLayout>
  );
}
