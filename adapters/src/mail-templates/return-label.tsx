/** To the customer when their prepaid return label exists: how to pack the head, the carrier and tracking number, the label to print. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { brand } from "./brand.ts";
import { MailLayout } from "./layout.tsx";
import { ActionButton, Paragraph, StatusLink, Title } from "./parts.tsx";

export function ReturnLabel({ site, order, label }: MailTemplateData["return-label"]) {
  return (
    <MailLayout site={site} preview={`Order ${order.number}: your prepaid ${label.carrier} label to send us your head`}>
      <Title>Your label to send us your head</Title>
      <Paragraph>Hi {order.customerName},</Paragraph>
      <Paragraph>
        We made a prepaid {label.carrier} shipping label for order {order.number}, so sending us your head costs you nothing. It is attached to this e-mail as a
        PDF, and you can download it again any time:
      </Paragraph>
      <ActionButton href={label.downloadUrl}>Print your return label</ActionButton>
      <Section>
        <Heading as="h2" style={{ color: brand.text, fontSize: 17, margin: "20px 0 4px" }}>
          How to send it
        </Heading>
        <Paragraph>1. Pack the head (not the shaft) in a small box or padded mailer, with your mesh or strings if you send your own.</Paragraph>
        <Paragraph>2. Put a note inside with your name and order number {order.number}.</Paragraph>
        <Paragraph>3. Print the label, tape it flat on the parcel, and cover or remove any old labels and barcodes.</Paragraph>
        <Paragraph>4. Drop the parcel off with {label.carrier} or hand it to your carrier. The label is only charged once it is scanned.</Paragraph>
      </Section>
      <Paragraph>
        {label.carrier} tracking number:{" "}
        <Link href={label.trackingUrl} style={{ color: brand.tealStrong }}>
          {label.trackingNumber}
        </Link>
      </Paragraph>
      <StatusLink order={order} />
      <Paragraph>We string the head within 2-3 business days of receiving it and ship it straight back.</Paragraph>
    </MailLayout>
  );
}
