/**
 * @module Every background job's handler, registered on the queue before it
 * starts (main.ts, and tests that run jobs). One line per job; a job of
 * AppJobs with no line here waits, stored, for a process that has one.
 */
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { JobQueue } from "@stringing/core/ports/job-queue.port";
import type { Adapters } from "../composition.ts";
import { registerCampaignBatchJob } from "./campaign-batch-job.ts";
import { registerContactMailJob } from "./contact-mail-job.ts";
import { registerLowStockMailJob } from "./low-stock-mail-job.ts";
import { registerOrderMailJob } from "./order-mail-job.ts";
import { registerResubscribeMailJob } from "./resubscribe-mail-job.ts";
import { registerWorkshopDigestJob } from "./workshop-digest-job.ts";

export type AppJobDeps = { adapters: Adapters; clock: Clock };

export function registerAppJobs(queue: Pick<JobQueue<AppJobs>, "handle">, deps: AppJobDeps): void {
  registerOrderMailJob(queue, deps);
  registerContactMailJob(queue, deps);
  registerResubscribeMailJob(queue, deps);
  registerCampaignBatchJob(queue, deps);
  registerWorkshopDigestJob(queue, deps);
  registerLowStockMailJob(queue, deps);
}
