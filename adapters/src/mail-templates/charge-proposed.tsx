/** To the customer when the owner proposes extra work on the order: they approve or decline it, and pay, on the status page. */
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { MailLayout } from "./layout.tsx";
import { ActionButton, OrderSummary, Paragraph, StatusLink, Title } from "./parts.tsx";

export function ChargeProposed({ site, order, charge }: MailTemplateData["charge-proposed"]) {
  return (
    <MailLayout site={site} preview={`Extra work proposed on order ${order.number}: ${charge.description}, ${charge.amount}`}>
      <Title>Extra work proposed</Title>
      <Paragraph>Hi {order.customerName},</Paragraph>
      <Paragraph>
        While working on order {order.number} we propose: {charge.description}, for {charge.amount}. Nothing is added unless you approve it.
      </Paragraph>
      <Paragraph>Open your order's status page to approve or decline it; once approved, you can pay the balance there.</Paragraph>
      <ActionButton href={order.statusUrl}>Approve or decline</ActionButton>
      <OrderSummary order={order} />
      <StatusLink order={order} />
    </MailLayout>
  );
}
