/**
 * @module What the "order-mail" and "contact-mail" jobs do (decision record
 * 0014): look at the delivery record of the message's key (sent: nothing is
 * sent again), send through the active provider with the key as the
 * idempotency key, record the attempt, and write `mail_sent` or
 * `mail_failed` in the order's timeline (actor `system`). A failed delivery
 * then throws `MailNotDelivered`, so the queue retries the job with its
 * backoff; a message that can never be sent (the order is gone, a `shipped`
 * mail with no tracking number left, a return label voided or replaced
 * before it went out) is settled without a retry.
 */
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { EmailServiceConfig } from "../marketing/email-service-config.ts";
import type { ContactRepository } from "../ports/contact-repository.port.ts";
import type { MailDeliveries } from "../ports/mail-deliveries.port.ts";
import type { MailSettings } from "../ports/mail-settings.port.ts";
import type { Mailer } from "../ports/mailer.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { ActiveMail } from "./mail-delivery.ts";
import { recipientOf } from "./order-mail-data.ts";
import { contactMailKey, orderMailKey } from "./order-mail-triggers.ts";
import { sendContactMail, sendOrderMail, type SendContactMailDeps, type SendOrderMailDeps } from "./send-mail.ts";

/** A provider refused or could not be reached: the job's run fails and is retried with backoff. */
export class MailNotDelivered extends Error {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`The mail ${key} was not delivered: ${reason}`);
    this.name = "MailNotDelivered";
  }
}

/** What one run did. */
export type MailJobOutcome =
  /** Sent now. */
  | "sent"
  /** Sent by an earlier run: nothing was sent. */
  | "already_sent"
  /** Nothing to send any more (the order or contact message is gone, or the mail has nothing to say): settled, not retried. */
  | "dropped";

export type DeliverOrderMailDeps = SendOrderMailDeps & { deliveries: MailDeliveries; updates: Pick<OrderUpdates, "appendToTimeline"> };

/** The run's number, for the timeline: 1 for the first, 2 for the first retry. */
export type MailJobRun = { attempt: number };

export const deliverOrderMail =
  (deps: DeliverOrderMailDeps) =>
  async (payload: AppJobs["order-mail"], run: MailJobRun): Promise<MailJobOutcome> => {
    const { orderId, template, labelId, chargeId } = payload;
    const key = orderMailKey(orderId, template, labelId ?? chargeId);
    if ((await deps.deliveries.find(key))?.status === "sent") return "already_sent";
    const result = await sendOrderMail(deps)({ orderId, template, labelId, chargeId, siteOrigin: payload.siteOrigin, idempotencyKey: key });
    const base = {
      template,
      recipient: recipientOf(template),
      attempt: run.attempt,
      ...(labelId === undefined ? {} : { labelId }),
      ...(chargeId === undefined ? {} : { chargeId }),
    };
    if (!result.ok) {
      if (result.error.kind === "not_found") return "dropped";
      // Nothing a retry would change (a shipped mail whose tracking number was removed): failed once, for the owner to see.
      await deps.deliveries.record({ key, template, recipient: "", status: "failed", providerMessageId: null, error: result.error.message });
      await deps.updates.appendToTimeline(orderId, { type: "mail_failed", actor: "system", data: { ...base, error: result.error.message, final: true } });
      return "dropped";
    }
    const { status, to, provider } = result.value;
    await deps.deliveries.record({
      key,
      template,
      recipient: to,
      status: status.ok ? "sent" : "failed",
      providerMessageId: status.ok ? status.providerMessageId : null,
      error: status.ok ? null : status.error,
    });
    if (status.ok) {
      await deps.updates.appendToTimeline(orderId, { type: "mail_sent", actor: "system", data: { ...base, address: to, provider } });
      return "sent";
    }
    await deps.updates.appendToTimeline(orderId, { type: "mail_failed", actor: "system", data: { ...base, address: to, provider, error: status.error } });
    throw new MailNotDelivered(key, status.error);
  };

/**
 * The provider of the owner's contact notices: the contact-form delivery
 * saved in the admin (its Mailjet account, to and from its address) wins;
 * else the active provider, to the owner address of Settings.
 */
export const contactNoticeMail =
  (deps: { activeMail: () => Promise<ActiveMail>; settings: Pick<MailSettings, "get">; mailerFor: (config: EmailServiceConfig) => Mailer }) =>
  async (): Promise<ActiveMail> => {
    const active = await deps.activeMail();
    // An unreadable configuration (e.g. a changed key) falls back to the active provider.
    const config = await deps.settings.get("contact-form").catch(() => null);
    return config ? { ...active, mailer: deps.mailerFor(config), senderEmail: config.senderEmail, ownerEmail: config.senderEmail } : active;
  };

export type DeliverContactMailDeps = SendContactMailDeps & { deliveries: MailDeliveries; contacts: Pick<ContactRepository, "findById"> };

/** The owner's notice of a contact message; the same once-per-key rule, without a timeline. */
export const deliverContactMail =
  (deps: DeliverContactMailDeps) =>
  async (payload: AppJobs["contact-mail"]): Promise<MailJobOutcome> => {
    const key = contactMailKey(payload.contactId);
    if ((await deps.deliveries.find(key))?.status === "sent") return "already_sent";
    const contact = await deps.contacts.findById(payload.contactId);
    if (!contact) return "dropped";
    const { status, to } = await sendContactMail(deps)({ contact, siteOrigin: payload.siteOrigin, idempotencyKey: key });
    await deps.deliveries.record({
      key,
      template: "owner-new-contact",
      recipient: to,
      status: status.ok ? "sent" : "failed",
      providerMessageId: status.ok ? status.providerMessageId : null,
      error: status.ok ? null : status.error,
    });
    if (!status.ok) throw new MailNotDelivered(key, status.error);
    return "sent";
  };
