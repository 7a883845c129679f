import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import type { DatabaseHandle } from "./db.ts";
import { PgBossJobQueue } from "./pg-boss-job-queue.ts";

/** The app's job queue over a test database, its schema and queues installed (as start-up installs them), for adapters that enqueue. */
export async function installAppJobs(handle: Pick<DatabaseHandle, "db" | "runScript">): Promise<PgBossJobQueue<AppJobs>> {
  const jobs = new PgBossJobQueue<AppJobs>(handle, { names: appJobNames, onError: () => {} });
  await jobs.install();
  return jobs;
}

/** What the order adapters need to queue mails in tests: the queue and the links' origin. */
export const orderMailJobs = (jobs: PgBossJobQueue<AppJobs>) => ({ jobs, siteOrigin: "http://shop.test" });
