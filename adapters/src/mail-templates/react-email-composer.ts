/**
 * The MailComposer over react-email: each template is a React component
 * (one file each, sharing layout.tsx), rendered to HTML with inline styles
 * for mail clients and to a plain-text part from the same markup. React
 * escapes every text it is given, so what a customer typed stays text.
 */
import { plainTextSelectors, render } from "@react-email/render";
import { type ComposedMail, type MailTemplateData, type MailTemplateName, mailSubject } from "@stringing/core/mail/mail-templates";
import type { MailComposer } from "@stringing/core/ports/mail-composer.port";
import { compile } from "html-to-text";
import { createElement, type FunctionComponent } from "react";
import { Campaign } from "./campaign.tsx";
import { ChargeProposed } from "./charge-proposed.tsx";
import { HeadReceived } from "./head-received.tsx";
import { OrderReceived } from "./order-received.tsx";
import { OwnerNewContact } from "./owner-new-contact.tsx";
import { OwnerNewOrder } from "./owner-new-order.tsx";
import { PaymentReceived } from "./payment-received.tsx";
import { ResubscribeConfirmation } from "./resubscribe-confirmation.tsx";
import { ReturnLabel } from "./return-label.tsx";
import { Shipped } from "./shipped.tsx";
import { TestMail } from "./test-mail.tsx";

const templates: { [T in MailTemplateName]: FunctionComponent<MailTemplateData[T]> } = {
  "order-received": OrderReceived,
  "payment-received": PaymentReceived,
  "head-received": HeadReceived,
  shipped: Shipped,
  "return-label": ReturnLabel,
  "charge-proposed": ChargeProposed,
  "owner-new-order": OwnerNewOrder,
  "owner-new-contact": OwnerNewContact,
  "test-mail": TestMail,
  "resubscribe-confirmation": ResubscribeConfirmation,
  campaign: Campaign,
};

/** Headings keep their case in the text part (html-to-text shouts them by default). */
const headings = ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * The text part of a rendered mail: react-email's own plain-text options
 * (as `render(…, { plainText: true })` applies them) with our headings.
 * Compiled once: html-to-text's `convert` builds its selector matcher again
 * on every call, which was four fifths of composing a mail.
 */
const plainTextOf = compile({ wordwrap: false, selectors: [...plainTextSelectors, ...headings] });

export class ReactEmailComposer implements MailComposer {
  async compose<T extends MailTemplateName>(template: T, data: MailTemplateData[T]): Promise<ComposedMail> {
    const element = createElement(templates[template] as FunctionComponent<MailTemplateData[T]>, data);
    // One render: the text part is read from the same markup (`plainText: true` would render it a second time).
    const html = await render(element);
    const text = plainTextOf(html);
    return { subject: mailSubject(template, data), html, text: `${text.trim()}\n` };
  }
}
