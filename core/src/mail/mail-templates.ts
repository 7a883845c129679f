/**
 * The messages the product writes itself (docs/rules/mail.md, Order mails):
 * each template's name, the data it is rendered from and its subject. The
 * data is plain text, already formatted (amounts in dollars, dates spelled
 * out), so a template only lays it out; the MailComposer port renders it.
 */

/** The business as the footer of every message shows it (content sections company-name and contact-info). */
export type MailSite = {
  name: string;
  addressLines: string[];
  /** The public contact address, when the contact section names one. */
  email: string | null;
  /** The site's origin, e.g. https://shop.example. */
  url: string;
};

/** What every order message says about the order. */
export type MailOrder = {
  /** "#12". */
  number: string;
  customerName: string;
  service: string;
  /** The job line by line (head, pocket, mesh, strings): only what the customer gave. */
  details: { label: string; value: string }[];
  /** The customer's own notes for the stringer, as typed. */
  notes: string | null;
  /** "$49.99". */
  amount: string;
  /** The customer's status page, /track/<token> on the site's origin. */
  statusUrl: string;
};

export type MailTemplateData = {
  /** Right after the order: what was ordered, what it costs, how to pay and how to send the head in. */
  "order-received": { site: MailSite; order: MailOrder; paymentUrl: string | null };
  "payment-received": { site: MailSite; order: MailOrder; amountPaid: string };
  /** The head arrived and is being strung; `promisedBy`: the day it ships back by, in words ("Thursday, December 3"), null for an order without a promise. */
  "head-received": { site: MailSite; order: MailOrder; promisedBy: string | null };
  shipped: { site: MailSite; order: MailOrder; tracking: { carrier: string; number: string; url: string } };
  /**
   * The inbound (return) label the business bought for the customer: how to
   * pack the head, the carrier and tracking number, and where to download
   * the label (the status page's token-scoped link). The PDF itself is
   * attached when the file could be read.
   */
  "return-label": { site: MailSite; order: MailOrder; label: { carrier: string; trackingNumber: string; trackingUrl: string; downloadUrl: string } };
  /**
   * Extra work the owner proposed on the order: what and how much (dollars),
   * and the status page (`order.statusUrl`) where the player approves or
   * declines it and pays.
   */
  "charge-proposed": { site: MailSite; order: MailOrder; charge: { description: string; amount: string } };
  /** To the owner: a new order came in. */
  "owner-new-order": {
    site: MailSite;
    order: MailOrder;
    customer: { name: string; email: string; phone: string | null; address: string | null };
    adminUrl: string;
  };
  /** To the owner: a visitor wrote through the contact form. */
  "owner-new-contact": {
    site: MailSite;
    contact: { name: string; email: string; message: string; receivedAt: string };
    adminUrl: string;
  };
  /** Settings' "Send a test mail". */
  "test-mail": { site: MailSite; provider: string; sentAt: string };
  /** To an address that unsubscribed or was suppressed and was typed into the newsletter form again: the only way back onto the list. */
  "resubscribe-confirmation": { site: MailSite; name: string | null; email: string; confirmUrl: string };
  /**
   * A campaign to subscribers, in the shop's frame. `htmlContent` is the
   * owner's own markup (trusted: only an admin writes it); without it the
   * plain text is laid out as paragraphs.
   */
  campaign: { site: MailSite; subject: string; content: string; htmlContent: string | null; unsubscribeUrl: string };
};

export type MailTemplateName = keyof MailTemplateData;

export const MAIL_TEMPLATES = [
  "order-received",
  "payment-received",
  "head-received",
  "shipped",
  "return-label",
  "charge-proposed",
  "owner-new-order",
  "owner-new-contact",
  "test-mail",
  "resubscribe-confirmation",
  "campaign",
] as const satisfies readonly MailTemplateName[];

/** A rendered message: both parts, so every client shows something readable. */
export type ComposedMail = { subject: string; html: string; text: string };

/** A header holds one line: whatever a customer typed into a name must not start another. */
const oneLine = (text: string) => text.replace(/[\r\n\t\f\v]+/g, " ").trim();

/** The subject of each template, the same whichever composer renders the body. */
export function mailSubject<T extends MailTemplateName>(template: T, data: MailTemplateData[T]): string {
  const all = data as MailTemplateData[MailTemplateName];
  const site = all.site.name;
  const order = "order" in all ? all.order.number : "";
  switch (template) {
    case "order-received":
      return oneLine(`We received your order ${order} - ${site}`);
    case "payment-received":
      return oneLine(`Payment received for order ${order} - ${site}`);
    case "head-received":
      return oneLine(`Your head arrived: order ${order} is being strung - ${site}`);
    case "shipped":
      return oneLine(`Order ${order} has shipped - ${site}`);
    case "return-label":
      return oneLine(`Your prepaid label to send us your head: order ${order} - ${site}`);
    case "charge-proposed":
      return oneLine(`Extra work proposed on order ${order}: please approve or decline - ${site}`);
    case "owner-new-order":
      return oneLine(`New order ${order} from ${(data as MailTemplateData["owner-new-order"]).customer.name}`);
    case "owner-new-contact":
      return oneLine(`New contact message from ${(data as MailTemplateData["owner-new-contact"]).contact.name}`);
    case "resubscribe-confirmation":
      return oneLine(`Confirm your subscription to ${site}`);
    case "campaign":
      return oneLine((data as MailTemplateData["campaign"]).subject);
    default:
      return oneLine(`Test mail from ${site}`);
  }
}
