import type { Clock } from "../ports/clock.port.ts";
import type { ContactRepository } from "../ports/contact-repository.port.ts";
import type { MailLog } from "../ports/mail-log.port.ts";
import type { MailSettings } from "../ports/mail-settings.port.ts";
import type { DeliveryStatus, Mailer, OutgoingMail } from "../ports/mailer.port.ts";
import { isHoneypotFilled } from "../shared/honeypot.ts";
import { ok, type Result } from "../shared/result.ts";
import type { Contact, ContactMessage } from "./contact-message.ts";
import type { EmailServiceConfig } from "./email-service-config.ts";
import { mailLogEntry } from "./mail-log-entry.ts";

export type SubmitContactMessageDeps = {
  contacts: ContactRepository;
  settings: MailSettings;
  mailerFor: (config: EmailServiceConfig) => Mailer;
  /** Used while contact-form delivery is not configured: the owner reads the files. */
  localMailer: Mailer;
  mailLog: MailLog;
  clock: Clock;
};

/** Where the built-in mailer addresses notifications when no configuration names the owner. */
export const LOCAL_OWNER_ADDRESS = "owner@localhost";
const LOCAL_SENDER_ADDRESS = "no-reply@localhost";

export const contactNotification = (contact: Contact, from: string, to: string): OutgoingMail => ({
  from: { email: from, name: "Contact form" },
  to: { email: to },
  replyTo: { email: contact.email, name: contact.name },
  subject: `New contact message from ${contact.name}`,
  text: `Name: ${contact.name}\nEmail: ${contact.email}\nReceived: ${contact.createdAt.toISOString()}\n\n${contact.message}\n`,
});

/**
 * Stores a visitor's message first, then tells the owner. The message is
 * never lost to a mail failure, and such a failure never fails the request:
 * it is recorded in the mail log instead. A filled honeypot is answered
 * with what storing the message would have answered, and nothing happens.
 */
export const submitContactMessage =
  (deps: SubmitContactMessageDeps) =>
  async ({ website, ...input }: ContactMessage): Promise<Result<Contact>> => {
    if (isHoneypotFilled(website)) return ok({ id: await deps.contacts.nextId(), ...input, responded: false, createdAt: deps.clock.now() });
    const contact = await deps.contacts.create(input);
    await notifyOwner(deps, contact).catch(() => {});
    return ok(contact);
  };

async function notifyOwner(deps: SubmitContactMessageDeps, contact: Contact): Promise<void> {
  let config: EmailServiceConfig | null = null;
  try {
    config = await deps.settings.get("contact-form");
  } catch {
    // An unreadable configuration (e.g. a changed key) falls back to the local mailer.
  }
  const mailer = config ? deps.mailerFor(config) : deps.localMailer;
  const message = config
    ? contactNotification(contact, config.senderEmail, config.senderEmail)
    : contactNotification(contact, LOCAL_SENDER_ADDRESS, LOCAL_OWNER_ADDRESS);
  let status: DeliveryStatus;
  try {
    [status = { ok: false, error: "No status returned" }] = await mailer.send([message]);
  } catch (error) {
    status = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  await deps.mailLog.record([mailLogEntry("contact-notification", message, mailer, status)]);
}
