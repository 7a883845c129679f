/**
 * @module Every background job of the app, by name, with the payload its
 * handler receives. Each name gets a pg-boss queue at start-up; a job is
 * added here, in `everyAppJob`, and given a handler where the app is wired.
 */
import type { JobName } from "../ports/job-queue.port.ts";

/** None yet: the mails of issue 13 add theirs (e.g. `"order-confirmation": { orderId: number }`). */
export type AppJobs = Record<never, never>;

/** One entry per job: the type checker refuses a job of AppJobs left out. */
const everyAppJob = {} satisfies Record<JobName<AppJobs>, true>;

export const appJobNames = Object.keys(everyAppJob) as JobName<AppJobs>[];
