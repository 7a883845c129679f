/** To the owner: a message from the contact form; replying answers the visitor. */
import { Link } from "@react-email/link";
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { brand } from "./brand.ts";
import { MailLayout } from "./layout.tsx";
import { ActionButton, Lines, Paragraph, Title } from "./parts.tsx";

export function OwnerNewContact({ site, contact, adminUrl }: MailTemplateData["owner-new-contact"]) {
  return (
    <MailLayout site={site} preview={`New contact message from ${contact.name}`}>
      <Title>New contact message</Title>
      <Paragraph>
        From {contact.name},{" "}
        <Link href={`mailto:${contact.email}`} style={{ color: brand.tealStrong }}>
          {contact.email}
        </Link>
        , on {contact.receivedAt}:
      </Paragraph>
      <Paragraph>
        <Lines text={contact.message} />
      </Paragraph>
      <ActionButton href={adminUrl}>Open the inbox</ActionButton>
    </MailLayout>
  );
}
