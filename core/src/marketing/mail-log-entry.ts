import type { MailLogEntry } from "../ports/mail-log.port.ts";
import type { DeliveryStatus, Mailer, OutgoingMail } from "../ports/mailer.port.ts";

/** The record of one message, sent or not, as the mail log keeps it. */
export function mailLogEntry(kind: string, message: OutgoingMail, mailer: Pick<Mailer, "provider">, status: DeliveryStatus): MailLogEntry {
  return {
    kind,
    recipient: message.to.email,
    subject: message.subject,
    provider: mailer.provider,
    status: status.ok ? "sent" : "failed",
    providerMessageId: status.ok ? status.providerMessageId : null,
    error: status.ok ? null : status.error,
  };
}
