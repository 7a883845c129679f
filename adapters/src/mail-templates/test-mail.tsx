/** Settings' "Send a test mail": proof that the active provider delivers. */
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { MailLayout } from "./layout.tsx";
import { Paragraph, Title } from "./parts.tsx";

export function TestMail({ site, provider, sentAt }: MailTemplateData["test-mail"]) {
  return (
    <MailLayout site={site} preview="Your mail settings work">
      <Title>Your mail settings work</Title>
      <Paragraph>
        This test was sent through {provider} on {sentAt}. Order confirmations and notifications go out the same way.
      </Paragraph>
    </MailLayout>
  );
}
