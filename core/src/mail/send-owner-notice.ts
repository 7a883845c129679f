/**
 * @module One owner's notice that is not a template (the morning digest, a
 * low-stock warning), sent through the active provider under its delivery
 * key: the attempt lands in the mail log and in the delivery record, so a
 * job that runs again after a success sends nothing (decision record 0014),
 * and a provider failure throws MailNotDelivered for the queue to retry.
 */
import type { MailDeliveries } from "../ports/mail-deliveries.port.ts";
import type { MailLog } from "../ports/mail-log.port.ts";
import type { DeliveryStatus } from "../ports/mailer.port.ts";
import { errorMessage } from "../shared/error-message.ts";
import { MailNotDelivered } from "./deliver-order-mail.ts";
import type { ActiveMail } from "./mail-delivery.ts";

export type OwnerNotice = {
  /** The delivery record's key: one mail per key, ever. */
  key: string;
  /** Its name in the mail log and the delivery record. */
  template: string;
  to: string;
  mail: { subject: string; text: string; html?: string };
};

export type SendOwnerNoticeDeps = { mailLog: MailLog; deliveries: MailDeliveries };

/** Sends the notice through `active` and records the attempt; throws MailNotDelivered when the provider refused it. */
export async function sendOwnerNotice(deps: SendOwnerNoticeDeps, active: ActiveMail, notice: OwnerNotice): Promise<"sent"> {
  const { key, template, to, mail } = notice;
  let status: DeliveryStatus;
  try {
    [status = { ok: false, error: "No status returned for this message" }] = await active.mailer.send([
      { from: { email: active.senderEmail }, to: { email: to }, ...mail, idempotencyKey: key },
    ]);
  } catch (error) {
    status = { ok: false, error: errorMessage(error) };
  }
  const outcome = {
    status: status.ok ? ("sent" as const) : ("failed" as const),
    providerMessageId: status.ok ? status.providerMessageId : null,
    error: status.ok ? null : status.error,
  };
  await deps.mailLog.record([{ kind: template, recipient: to, subject: mail.subject, provider: active.mailer.provider, ...outcome }]);
  await deps.deliveries.record({ key, template, recipient: to, ...outcome });
  if (!status.ok) throw new MailNotDelivered(key, status.error);
  return "sent";
}
