/**
 * @module Background jobs as the admin sees them: GET /api/jobs/failed
 * lists the jobs that used up their retries (newest failure first), POST
 * /api/jobs/failed/{id}/retry gives one another run. Admin only.
 */
import { Hono } from "hono";
import { failedJobView } from "@stringing/core/jobs/describe-failed-job";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { JobQueue } from "@stringing/core/ports/job-queue.port";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";

export type JobRoutesDeps = { jobs: Pick<JobQueue<AppJobs>, "failedJobs" | "retryFailedJob"> };

export const jobRoutes = (deps: JobRoutesDeps) =>
  new Hono<AppEnv>()
    .use(requireAdmin)
    .get("/failed", async (c) => c.json((await deps.jobs.failedJobs()).map(failedJobView)))
    .post("/failed/:id/retry", async (c) => {
      // The queue answers false for an unknown id, one that is not failed, or text that is not a job id.
      if (!(await deps.jobs.retryFailedJob(c.req.param("id")))) return c.json({ message: "Failed job not found" }, 404);
      return c.json({ id: c.req.param("id"), retried: true });
    });
