/** To the customer when the order becomes paid. */
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { MailLayout } from "./layout.tsx";
import { OrderSummary, Paragraph, StatusLink, Title } from "./parts.tsx";

export function PaymentReceived({ site, order, amountPaid }: MailTemplateData["payment-received"]) {
  return (
    <MailLayout site={site} preview={`We received ${amountPaid} for order ${order.number}`}>
      <Title>Payment received</Title>
      <Paragraph>Hi {order.customerName},</Paragraph>
      <Paragraph>
        We received your payment of {amountPaid} for order {order.number}. Thank you!
      </Paragraph>
      <OrderSummary order={order} />
      <StatusLink order={order} />
    </MailLayout>
  );
}
