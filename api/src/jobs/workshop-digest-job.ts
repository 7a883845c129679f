/**
 * @module The "workshop-digest" job's handler, wired to the adapters: the
 * owner's morning digest of one day, composed from the board when it runs,
 * sent once (core's send-morning-digest.ts), retried with backoff while the
 * provider fails.
 */
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { JobHandler, JobQueue } from "@stringing/core/ports/job-queue.port";
import { getWorkshopBoard } from "@stringing/core/workshop/get-workshop-board";
import { sendMorningDigest } from "@stringing/core/workshop/send-morning-digest";
import { mailDeps } from "../app.ts";
import type { MailJobDeps } from "./order-mail-job.ts";

export function workshopDigestHandler({ adapters, clock }: MailJobDeps): JobHandler<AppJobs["workshop-digest"]> {
  const send = sendMorningDigest({
    board: getWorkshopBoard({ orders: adapters.workshopOrders, settings: adapters.workshopSettings }),
    digestSettings: adapters.workshopDigestSettings,
    activeMail: mailDeps(adapters, clock).activeMail,
    mailLog: adapters.mailLog,
    deliveries: adapters.mailDeliveries,
    clock,
  });
  return async (payload) => {
    await send(payload);
  };
}

export function registerWorkshopDigestJob(queue: Pick<JobQueue<AppJobs>, "handle">, deps: MailJobDeps): void {
  queue.handle("workshop-digest", workshopDigestHandler(deps));
}
