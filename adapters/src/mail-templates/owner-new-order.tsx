/** To the owner: a new order, who placed it and how to reach them. */
import { Link } from "@react-email/link";
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { brand } from "./brand.ts";
import { MailLayout } from "./layout.tsx";
import { ActionButton, OrderSummary, Paragraph, Title } from "./parts.tsx";

export function OwnerNewOrder({ site, order, customer, adminUrl }: MailTemplateData["owner-new-order"]) {
  return (
    <MailLayout site={site} preview={`New order ${order.number} from ${customer.name}`}>
      <Title>New order {order.number}</Title>
      <Paragraph>
        From {customer.name},{" "}
        <Link href={`mailto:${customer.email}`} style={{ color: brand.tealStrong }}>
          {customer.email}
        </Link>
      </Paragraph>
      {customer.phone ? <Paragraph>Phone: {customer.phone}</Paragraph> : null}
      {customer.address ? <Paragraph>Ships to: {customer.address}</Paragraph> : null}
      <OrderSummary order={order} notesLabel="Stringer notes" />
      <ActionButton href={adminUrl}>Open the orders</ActionButton>
    </MailLayout>
  );
}
