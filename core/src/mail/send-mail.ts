/**
 * Sending the product's own messages through the active provider: compose
 * the template, send it, record it in the mail log, and say what became of
 * it. A failed delivery is a value (`status.ok === false`), never a throw,
 * so the caller (a durable job) decides whether to try again; a broken
 * store or composer still throws, as any bug does.
 */
import type { Contact } from "../marketing/contact-message.ts";
import type { ChargesRepository } from "../orders/charges/charges.port.ts";
import type { PaymentSetting } from "../orders/payment-link.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { MailComposer } from "../ports/mail-composer.port.ts";
import type { MailLog } from "../ports/mail-log.port.ts";
import type { LabelFiles } from "../ports/label-files.port.ts";
import type { DeliveryStatus, MailAddress, MailAttachment, OutgoingMail } from "../ports/mailer.port.ts";
import type { OrderRepository } from "../ports/order-repository.port.ts";
import { errorMessage } from "../shared/error-message.ts";
import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { labelFileName } from "../shipping/return-label.ts";
import type { ActiveMail } from "./mail-delivery.ts";
import type { MailTemplateData, MailTemplateName } from "./mail-templates.ts";
import {
  contactMailData,
  formatMailTime,
  mailSite,
  ORDER_MAIL_READS,
  type OrderMailTemplate,
  orderMailData,
  recipientOf,
  type SiteSections,
} from "./order-mail-data.ts";

export type SendMailDeps = {
  composer: MailComposer;
  /** The provider in use now (mail-delivery.ts, resolveActiveMail). */
  activeMail: () => Promise<ActiveMail>;
  mailLog: MailLog;
};

/** What became of one message. */
export type MailOutcome = {
  template: MailTemplateName;
  /** The provider that carried it: "mailjet", "resend" or "file". */
  provider: ActiveMail["provider"];
  to: string;
  subject: string;
  status: DeliveryStatus;
};

export type TemplateMail<T extends MailTemplateName> = {
  template: T;
  data: MailTemplateData[T];
  /** A customer's address, or "owner" for the address set in Settings (else the sender's). */
  to: MailAddress | "owner";
  replyTo?: MailAddress | undefined;
  /** The same key again (a retried job) is sent once by providers that honour it (Resend, for 24 hours). */
  idempotencyKey?: string | undefined;
  /** Files sent with the message (a return label's PDF). */
  attachments?: MailAttachment[] | undefined;
};

/** Composes one template and sends it through the active provider; every message lands in the mail log. */
export const sendTemplateMail =
  (deps: SendMailDeps) =>
  async <T extends MailTemplateName>(input: TemplateMail<T>): Promise<MailOutcome> => {
    const active = await deps.activeMail();
    const composed = await deps.composer.compose(input.template, input.data);
    const message: OutgoingMail = {
      from: { email: active.senderEmail, name: input.data.site.name },
      to: input.to === "owner" ? { email: active.ownerEmail } : input.to,
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      ...(input.attachments?.length ? { attachments: input.attachments } : {}),
    };
    let status: DeliveryStatus;
    try {
      [status = { ok: false, error: "No status returned for this message" }] = await active.mailer.send([message]);
    } catch (error) {
      status = { ok: false, error: errorMessage(error) };
    }
    await deps.mailLog.record([
      {
        kind: input.template,
        recipient: message.to.email,
        subject: message.subject,
        provider: active.mailer.provider,
        status: status.ok ? "sent" : "failed",
        providerMessageId: status.ok ? status.providerMessageId : null,
        error: status.ok ? null : status.error,
      },
    ]);
    return { template: input.template, provider: active.provider, to: message.to.email, subject: message.subject, status };
  };

export type SendOrderMailDeps = SendMailDeps & {
  orders: Pick<OrderRepository, "findById" | "labels">;
  paymentSettings: () => Promise<readonly PaymentSetting[]>;
  /** The content sections company-name and contact-info. */
  siteSections: () => Promise<SiteSections>;
  /** Where label PDFs are kept: a return-label mail attaches its label; without it (or the file) the mail carries the link alone. */
  labelFiles?: Pick<LabelFiles, "read"> | undefined;
  /** The order's extra work, for a `charge-proposed` mail. */
  charges?: Pick<ChargesRepository, "ofOrders"> | undefined;
};

export type OrderMailInput = {
  orderId: number;
  template: OrderMailTemplate;
  /** The stored return label a `return-label` mail carries. */
  labelId?: number | undefined;
  /** The charge a `charge-proposed` mail asks about. */
  chargeId?: number | undefined;
  /** Where the links point (PUBLIC_URL, else the origin the order came in on). */
  siteOrigin: string;
  idempotencyKey?: string | undefined;
};

/**
 * One order message, from the order as stored now: to the customer, or for
 * `owner-new-order` to the owner (replying goes to the customer). An unknown
 * order is `not_found`; `shipped` without a tracking number is a conflict.
 */
export const sendOrderMail =
  (deps: SendOrderMailDeps) =>
  async (input: OrderMailInput): Promise<Result<MailOutcome>> => {
    const order = await deps.orders.findById(input.orderId);
    if (!order) return err(notFound("Order"));
    const reads = ORDER_MAIL_READS[input.template];
    const [labels, paymentSettings, sections, charges] = await Promise.all([
      reads.labels ? deps.orders.labels(order.id) : [],
      reads.paymentSettings ? deps.paymentSettings() : [],
      deps.siteSections(),
      reads.charges && deps.charges ? deps.charges.ofOrders([order.id]) : undefined,
    ]);
    const data = orderMailData(input.template, order, {
      site: mailSite(sections, input.siteOrigin),
      labels,
      paymentSettings,
      labelId: input.labelId,
      chargeId: input.chargeId,
      charges: charges?.get(order.id),
    });
    if (!data.ok) return data;
    const label = input.template === "return-label" ? labels.find((candidate) => candidate.id === input.labelId) : undefined;
    const attachments = label && deps.labelFiles ? await labelAttachment(deps.labelFiles, label.labelUrl, order.id) : [];
    const customer = { email: order.customerEmail, name: order.customerName };
    const toOwner = recipientOf(input.template) === "owner";
    return ok(
      await sendTemplateMail(deps)({
        template: input.template,
        data: data.value,
        to: toOwner ? "owner" : customer,
        replyTo: toOwner ? customer : undefined,
        idempotencyKey: input.idempotencyKey,
        attachments,
      }),
    );
  };

/** A label's PDF as an attachment; none when the file cannot be read (the mail's download link still works while the order is pending). */
async function labelAttachment(files: Pick<LabelFiles, "read">, labelUrl: string, orderId: number): Promise<MailAttachment[]> {
  const pdf = await files.read(labelFileName(labelUrl)).catch(() => null);
  return pdf ? [{ filename: `return-label-order-${orderId}.pdf`, contentType: "application/pdf", base64Content: toBase64(pdf) }] : [];
}

/** Base64 of bytes with the platform's `btoa` (core uses no Node Buffer), a chunk at a time. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

export type SendContactMailDeps = SendMailDeps & { siteSections: () => Promise<SiteSections> };

/** Tells the owner about a contact-form message; replying answers the visitor. */
export const sendContactMail =
  (deps: SendContactMailDeps) =>
  async (input: {
    contact: Pick<Contact, "name" | "email" | "message" | "createdAt">;
    siteOrigin: string;
    idempotencyKey?: string | undefined;
  }): Promise<MailOutcome> =>
    sendTemplateMail(deps)({
      template: "owner-new-contact",
      data: contactMailData(input.contact, mailSite(await deps.siteSections(), input.siteOrigin)),
      to: "owner",
      replyTo: { email: input.contact.email, name: input.contact.name },
      idempotencyKey: input.idempotencyKey,
    });

export type SendTestMailDeps = SendMailDeps & { siteSections: () => Promise<SiteSections>; clock: Clock };

/** Settings' "Send a test mail": a short message through the active provider, to `to` or else the owner address. */
export const sendTestMail =
  (deps: SendTestMailDeps) =>
  async (input: { to?: string | undefined; siteOrigin: string }): Promise<MailOutcome> => {
    const active = await deps.activeMail();
    return sendTemplateMail({ ...deps, activeMail: async () => active })({
      template: "test-mail",
      data: { site: mailSite(await deps.siteSections(), input.siteOrigin), provider: active.provider, sentAt: formatMailTime(deps.clock.now()) },
      to: input.to ? { email: input.to } : "owner",
    });
  };
