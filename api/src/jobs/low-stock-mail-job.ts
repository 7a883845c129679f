/**
 * @module The "low-stock-mail" job's handler, wired to the adapters: the
 * owner's notice that an order's take brought an item to its threshold,
 * sent once per crossing (core's send-low-stock-mail.ts), retried with
 * backoff while the provider fails.
 */
import { sendLowStockMail } from "@stringing/core/inventory/materials/send-low-stock-mail";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { JobHandler, JobQueue } from "@stringing/core/ports/job-queue.port";
import { mailDeps } from "../app.ts";
import type { MailJobDeps } from "./order-mail-job.ts";

export function lowStockMailHandler({ adapters, clock }: MailJobDeps): JobHandler<AppJobs["low-stock-mail"]> {
  const send = sendLowStockMail({ activeMail: mailDeps(adapters, clock).activeMail, mailLog: adapters.mailLog, deliveries: adapters.mailDeliveries });
  return async (payload) => {
    await send(payload);
  };
}

export function registerLowStockMailJob(queue: Pick<JobQueue<AppJobs>, "handle">, deps: MailJobDeps): void {
  queue.handle("low-stock-mail", lowStockMailHandler(deps));
}
