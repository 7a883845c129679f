import type { ComposedMail, MailSite, MailTemplateData, MailTemplateName } from "../mail/mail-templates.ts";
import { mailSubject } from "../mail/mail-templates.ts";
import type { MailComposer } from "../ports/mail-composer.port.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

const footer = (site: MailSite) => ["", "--", site.name, ...site.addressLines, site.url];

function lines<T extends MailTemplateName>(template: T, data: MailTemplateData[T]): string[] {
  const all = data as MailTemplateData[MailTemplateName];
  const order = "order" in all ? all.order : null;
  const orderLines = order
    ? [
        `Order ${order.number} for ${order.customerName}`,
        `${order.service}: ${order.amount}`,
        ...order.details.map((row) => `${row.label}: ${row.value}`),
        ...(order.notes ? [`Notes: ${order.notes}`] : []),
        `Status: ${order.statusUrl}`,
      ]
    : [];
  switch (template) {
    case "order-received": {
      const { paymentUrl, site } = data as MailTemplateData["order-received"];
      return [...orderLines, `Pay: ${paymentUrl ?? "we will send a payment link"}`, "Ship your head to:", site.name, ...site.addressLines];
    }
    case "payment-received":
      return [...orderLines, `Paid: ${(data as MailTemplateData["payment-received"]).amountPaid}`];
    case "head-received": {
      const { promisedBy } = data as MailTemplateData["head-received"];
      return [...orderLines, promisedBy ? `We expect to ship it back by ${promisedBy}.` : "We string it within 2-3 business days."];
    }
    case "shipped": {
      const { tracking } = data as MailTemplateData["shipped"];
      return [...orderLines, `${tracking.carrier} ${tracking.number}: ${tracking.url}`];
    }
    case "return-label": {
      const { label } = data as MailTemplateData["return-label"];
      return [...orderLines, `Return label: ${label.downloadUrl}`, `${label.carrier} ${label.trackingNumber}: ${label.trackingUrl}`];
    }
    case "charge-proposed": {
      const { charge } = data as MailTemplateData["charge-proposed"];
      return [...orderLines, `Proposed: ${charge.description}, ${charge.amount}`, `Approve or decline: ${order?.statusUrl ?? ""}`];
    }
    case "owner-new-order": {
      const { customer, adminUrl } = data as MailTemplateData["owner-new-order"];
      return [...orderLines, customer.email, customer.phone ?? "", customer.address ?? "", adminUrl];
    }
    case "owner-new-contact": {
      const { contact, adminUrl } = data as MailTemplateData["owner-new-contact"];
      return [`From ${contact.name} <${contact.email}> on ${contact.receivedAt}`, contact.message, adminUrl];
    }
    case "test-mail": {
      const { provider, sentAt } = data as MailTemplateData["test-mail"];
      return [`Sent through ${provider} on ${sentAt}`];
    }
    case "resubscribe-confirmation": {
      const { name, email, confirmUrl } = data as MailTemplateData["resubscribe-confirmation"];
      return [`Hello ${name ?? email}`, `Subscribe ${email} again: ${confirmUrl}`];
    }
    case "campaign": {
      const { content, unsubscribeUrl } = data as MailTemplateData["campaign"];
      return [content, `Unsubscribe: ${unsubscribeUrl}`];
    }
    default:
      return orderLines;
  }
}

/** The composer's fake: the same facts as plain lines, the HTML escaped line by line. */
export class PlainMailComposer implements MailComposer {
  readonly composed: { template: MailTemplateName; data: unknown }[] = [];

  async compose<T extends MailTemplateName>(template: T, data: MailTemplateData[T]): Promise<ComposedMail> {
    this.composed.push({ template, data });
    const text = [...lines(template, data), ...footer(data.site)].join("\n");
    return {
      subject: mailSubject(template, data),
      text,
      html: text
        .split("\n")
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(""),
    };
  }
}
