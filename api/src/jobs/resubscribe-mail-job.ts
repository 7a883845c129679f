/**
 * @module The "resubscribe-mail" job's handler, wired to the adapters: the
 * confirmation link mailed to an address that left the newsletter and was
 * typed into the form again (core's send-resubscribe-mail.ts, decision
 * record 0016). A failed delivery throws, so the queue retries it with its
 * backoff; Resend drops a repeat of the same job id (its Idempotency-Key).
 */
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import { sendResubscribeMail } from "@stringing/core/marketing/send-resubscribe-mail";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { JobHandler, JobQueue } from "@stringing/core/ports/job-queue.port";
import { mailDeps } from "../app.ts";
import type { Adapters } from "../composition.ts";

export type ResubscribeMailJobDeps = { adapters: Adapters; clock: Clock };

export function resubscribeMailHandler({ adapters, clock }: ResubscribeMailJobDeps): JobHandler<AppJobs["resubscribe-mail"]> {
  const send = sendResubscribeMail({ ...mailDeps(adapters, clock), updates: adapters.subscriberUpdates });
  return async (payload, run) => {
    const outcome = await send({ ...payload, idempotencyKey: `resubscribe-mail/${run.id}` });
    if (outcome && !outcome.status.ok) throw new Error(`The confirmation mail was not sent: ${outcome.status.error}`);
  };
}

export function registerResubscribeMailJob(queue: Pick<JobQueue<AppJobs>, "handle">, deps: ResubscribeMailJobDeps): void {
  queue.handle("resubscribe-mail", resubscribeMailHandler(deps));
}
