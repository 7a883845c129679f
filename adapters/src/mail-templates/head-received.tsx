/** To the customer when the head has arrived and the stringing starts. */
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { MailLayout } from "./layout.tsx";
import { OrderSummary, Paragraph, StatusLink, Title } from "./parts.tsx";

export function HeadReceived({ site, order, promisedBy }: MailTemplateData["head-received"]) {
  return (
    <MailLayout site={site} preview={`Your head arrived: order ${order.number} is on the bench`}>
      <Title>Your head arrived</Title>
      <Paragraph>Hi {order.customerName},</Paragraph>
      <Paragraph>
        Your head for order {order.number} is here and on the bench.{" "}
        {promisedBy ? `We expect to ship it back by ${promisedBy}` : "We string it within 2-3 business days and ship it straight back"}; you will get the
        tracking number by e-mail.
      </Paragraph>
      <OrderSummary order={order} />
      <StatusLink order={order} />
    </MailLayout>
  );
}
