/** To the customer right after the order: the summary, the amount, how to pay, the status page and how to ship the head in. */
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { MailLayout } from "./layout.tsx";
import { ActionButton, OrderSummary, Paragraph, ShipInSteps, StatusLink, Title } from "./parts.tsx";

export function OrderReceived({ site, order, paymentUrl }: MailTemplateData["order-received"]) {
  return (
    <MailLayout site={site} preview={`Order ${order.number}: what happens next`}>
      <Title>Thank you for your order {order.number}</Title>
      <Paragraph>Hi {order.customerName},</Paragraph>
      <Paragraph>We have your order. Here is what you asked for:</Paragraph>
      <OrderSummary order={order} />
      {paymentUrl ? (
        <>
          <Paragraph>The amount due is {order.amount}. You can pay now with the secure payment link:</Paragraph>
          <ActionButton href={paymentUrl}>Pay {order.amount}</ActionButton>
        </>
      ) : (
        <Paragraph>The amount due is {order.amount}. We will send you a payment link.</Paragraph>
      )}
      <StatusLink order={order} />
      <ShipInSteps site={site} order={order} />
    </MailLayout>
  );
}
