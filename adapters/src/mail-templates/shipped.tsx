/** To the customer when the strung head ships: the carrier, the tracking number and its link. */
import { Link } from "@react-email/link";
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { brand } from "./brand.ts";
import { MailLayout } from "./layout.tsx";
import { ActionButton, Paragraph, StatusLink, Title } from "./parts.tsx";

export function Shipped({ site, order, tracking }: MailTemplateData["shipped"]) {
  return (
    <MailLayout site={site} preview={`Order ${order.number} is on its way: ${tracking.carrier} ${tracking.number}`}>
      <Title>Your stick is on its way</Title>
      <Paragraph>Hi {order.customerName},</Paragraph>
      <Paragraph>Order {order.number} is strung and has shipped.</Paragraph>
      <Paragraph>
        {tracking.carrier} tracking number:{" "}
        <Link href={tracking.url} style={{ color: brand.tealStrong }}>
          {tracking.number}
        </Link>
      </Paragraph>
      <ActionButton href={tracking.url}>Track the parcel</ActionButton>
      <StatusLink order={order} />
      <Paragraph>Enjoy the new pocket, and thank you for choosing {site.name}.</Paragraph>
    </MailLayout>
  );
}
