/**
 * @module The "contact-mail" job's handler, wired to the adapters: the
 * owner's notice of a contact-form message, sent once (core's
 * deliver-order-mail.ts, `deliverContactMail`), retried with backoff while
 * the provider fails. The request that stored the message only queued it.
 */
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import { contactNoticeMail, deliverContactMail } from "@stringing/core/mail/deliver-order-mail";
import type { JobHandler, JobQueue } from "@stringing/core/ports/job-queue.port";
import { mailDeps } from "../app.ts";
import type { MailJobDeps } from "./order-mail-job.ts";

export function contactMailHandler({ adapters, clock }: MailJobDeps): JobHandler<AppJobs["contact-mail"]> {
  const mail = mailDeps(adapters, clock);
  const activeMail = contactNoticeMail({ activeMail: mail.activeMail, settings: adapters.mailSettings, mailerFor: adapters.mailerFor });
  const deliver = deliverContactMail({ ...mail, activeMail, deliveries: adapters.mailDeliveries, contacts: adapters.contacts });
  return async (payload) => {
    await deliver(payload);
  };
}

export function registerContactMailJob(queue: Pick<JobQueue<AppJobs>, "handle">, deps: MailJobDeps): void {
  queue.handle("contact-mail", contactMailHandler(deps));
}
