/**
 * @module The "order-mail" job's handler, wired to the adapters: one order
 * message (order received, payment received, head received, shipped, the
 * return label, the owner's new order), sent once per order and template,
 * a return label once per order and label (core's
 * deliver-order-mail.ts, decision record 0014). A failed delivery throws,
 * so the queue retries it with its backoff.
 */
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import { deliverOrderMail } from "@stringing/core/mail/deliver-order-mail";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { JobHandler, JobQueue } from "@stringing/core/ports/job-queue.port";
import { mailDeps } from "../app.ts";
import type { Adapters } from "../composition.ts";

export type MailJobDeps = { adapters: Adapters; clock: Clock };

export function orderMailHandler({ adapters, clock }: MailJobDeps): JobHandler<AppJobs["order-mail"]> {
  const deliver = deliverOrderMail({ ...mailDeps(adapters, clock), deliveries: adapters.mailDeliveries, updates: adapters.orderUpdates });
  return async (payload, run) => {
    await deliver(payload, run);
  };
}

export function registerOrderMailJob(queue: Pick<JobQueue<AppJobs>, "handle">, deps: MailJobDeps): void {
  queue.handle("order-mail", orderMailHandler(deps));
}
