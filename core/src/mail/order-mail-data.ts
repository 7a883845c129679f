/**
 * The data of each message, from the stored order and the site's content:
 * the order number, the job, the amount in dollars, the payment link (with
 * the order's reference and the customer's address, as the confirmation page
 * has it), the status page and, once shipped, the parcel.
 */
import { contactLabels, contactPhoneAndEmail } from "../content/contact-info.ts";
import { BUSINESS_NAME } from "../content/site-defaults.ts";
import { parseAdditionalRequests } from "../orders/additional-requests.ts";
import type { Charge } from "../orders/charges/charge.ts";
import { orderStatusPage, publicTrackingUrl } from "../orders/order-status-page.ts";
import type { Order } from "../orders/order.ts";
import { orderPaymentUrl, type PaymentSetting } from "../orders/payment-link.ts";
import { statusPathFor } from "../orders/tracking-token.ts";
import { NOT_GIVEN, workTicketFor } from "../orders/work-ticket.ts";
import type { RecordedLabel } from "../ports/order-repository.port.ts";
import { conflict } from "../shared/errors.ts";
import { formatCents } from "../shared/money.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { businessLabelAddress } from "../shipping/business-address.ts";
import { liveReturnLabel, offersReturnLabel, type ReturnLabelCandidate, returnLabelPathFor } from "../shipping/return-label.ts";
import type { MailOrder, MailSite, MailTemplateData } from "./mail-templates.ts";

/** The content sections a message's footer is made of; either may be missing. */
export type SiteSections = {
  companyName: { title: string | null } | null;
  contactInfo: { content: string | null; founderName: string | null; founderTitle: string | null } | null;
};

/** The business's name (company-name, else the built-in one), address (contact-info) and contact address. */
export function mailSite(sections: SiteSections, siteOrigin: string): MailSite {
  const { lines } = businessLabelAddress(sections.contactInfo);
  const email = contactPhoneAndEmail(sections.contactInfo?.founderTitle).email ?? contactLabels(sections.contactInfo?.content).email;
  return {
    name: sections.companyName?.title?.trim() || BUSINESS_NAME,
    addressLines: lines,
    email,
    url: siteOrigin.replace(/\/+$/, ""),
  };
}

/** What every order message shows of the order. */
export function mailOrder(order: Order, site: MailSite): MailOrder {
  const ticket = workTicketFor(order, site.url);
  return {
    number: ticket.orderNumber,
    customerName: order.customerName,
    service: order.serviceName,
    details: ticket.details.filter((row) => row.value !== NOT_GIVEN),
    notes: ticket.notes,
    amount: formatCents(order.servicePrice),
    statusUrl: `${site.url}${statusPathFor(order.trackingToken)}`,
  };
}

/** The templates sent about one order: six to the customer, one to the owner. */
export const ORDER_MAIL_TEMPLATES = [
  "order-received",
  "payment-received",
  "head-received",
  "shipped",
  "return-label",
  "charge-proposed",
  "owner-new-order",
] as const;
export type OrderMailTemplate = (typeof ORDER_MAIL_TEMPLATES)[number];

/** Who an order message goes to. */
export const recipientOf = (template: OrderMailTemplate): "customer" | "owner" => (template === "owner-new-order" ? "owner" : "customer");

export type OrderMailContext = {
  site: MailSite;
  /** The order's labels, to name the carrier of its tracking number (and find the return label a `return-label` mail carries). */
  labels: readonly (RecordedLabel & ReturnLabelCandidate)[];
  /** The stored return label a `return-label` mail is about. */
  labelId?: number | undefined;
  paymentSettings: readonly PaymentSetting[];
  /** The charge a `charge-proposed` mail is about, and the order's charges to find it in. */
  chargeId?: number | undefined;
  charges?: readonly Charge[] | undefined;
};

/**
 * What each template's data is made of besides the order and the site, so
 * a mail reads only that: the labels for the tracking number or the return
 * label, the payment links for the link to pay, the charges for the extra
 * work proposed.
 */
export const ORDER_MAIL_READS: Record<OrderMailTemplate, { labels: boolean; paymentSettings: boolean; charges?: boolean }> = {
  "order-received": { labels: false, paymentSettings: true },
  "payment-received": { labels: false, paymentSettings: false },
  "head-received": { labels: false, paymentSettings: false },
  shipped: { labels: true, paymentSettings: false },
  "return-label": { labels: true, paymentSettings: false },
  "charge-proposed": { labels: false, paymentSettings: false, charges: true },
  "owner-new-order": { labels: false, paymentSettings: false },
};

export const NO_TRACKING_NUMBER = "The order has no tracking number to send";
export const NO_PROPOSED_CHARGE = "The charge was answered or withdrawn before its mail went out: there is nothing to ask";
export const NO_RETURN_LABEL = "The return label was voided or replaced, or the head has been received: there is no label to send";

/**
 * The data of an order message. `shipped` needs a tracking number (the
 * outbound label's, else the one typed in): without one it is a conflict.
 */
export function orderMailData<T extends OrderMailTemplate>(template: T, order: Order, context: OrderMailContext): Result<MailTemplateData[T]> {
  const { site } = context;
  const shown = mailOrder(order, site);
  const data = (value: MailTemplateData[OrderMailTemplate]) => ok(value as MailTemplateData[T]);
  switch (template as OrderMailTemplate) {
    case "order-received":
      return data({ site, order: shown, paymentUrl: orderPaymentUrl({ ...order, email: order.customerEmail }, context.paymentSettings) });
    case "payment-received":
      return data({ site, order: shown, amountPaid: formatCents(order.amountPaid ?? order.servicePrice) });
    case "head-received":
      return data({ site, order: shown, promisedBy: order.promisedBy ? formatPromiseDate(order.promisedBy) : null });
    case "shipped": {
      const parcel = orderStatusPage(order, context.labels, [], []).outboundTracking;
      if (!parcel) return err(conflict(NO_TRACKING_NUMBER));
      return data({ site, order: shown, tracking: { carrier: parcel.carrier, number: parcel.trackingNumber, url: parcel.url } });
    }
    case "return-label": {
      // Only the label in force, while the head is still expected: a voided or replaced label is never mailed (its replacement has its own mail).
      const label = liveReturnLabel(order, context.labels);
      if (!label || label.id !== context.labelId || !offersReturnLabel(order)) return err(conflict(NO_RETURN_LABEL));
      return data({
        site,
        order: shown,
        label: {
          carrier: label.carrier,
          trackingNumber: label.trackingNumber,
          trackingUrl: publicTrackingUrl(label.carrier, label.trackingNumber),
          downloadUrl: `${site.url}${returnLabelPathFor(order.trackingToken)}`,
        },
      });
    }
    case "charge-proposed": {
      // Only a charge still waiting for the player's answer: one withdrawn (or already answered) before the mail went out is not asked about.
      const charge = context.charges?.find((candidate) => candidate.id === context.chargeId);
      if (charge?.status !== "proposed") return err(conflict(NO_PROPOSED_CHARGE));
      return data({ site, order: shown, charge: { description: charge.description, amount: formatCents(charge.amount) } });
    }
    case "owner-new-order": {
      const details = parseAdditionalRequests(order.additionalRequests);
      return data({
        site,
        order: shown,
        customer: {
          name: order.customerName,
          email: order.customerEmail,
          phone: order.shippingInfo?.phone?.trim() || details.phone?.trim() || null,
          address: details.shippingAddress?.trim() || null,
        },
        adminUrl: `${site.url}/admin/orders`,
      });
    }
  }
}

/** The owner's message about a contact-form message. */
export function contactMailData(
  contact: { name: string; email: string; message: string; createdAt: Date },
  site: MailSite,
): MailTemplateData["owner-new-contact"] {
  return {
    site,
    contact: { name: contact.name, email: contact.email, message: contact.message, receivedAt: formatMailTime(contact.createdAt) },
    adminUrl: `${site.url}/admin/inbox`,
  };
}

/** "Thursday, December 3": a promise date (YYYY-MM-DD, the workshop's calendar) in words, the same wherever the server runs. */
export function formatPromiseDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
}

/** "May 1, 2024, 14:05 UTC": a time in a message reads the same wherever the server runs. */
export function formatMailTime(date: Date): string {
  const day = date.toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
  const time = date.toLocaleTimeString("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });
  return `${day}, ${time} UTC`;
}
