import { describe } from "vitest";
import type { AppJobs } from "../jobs/app-jobs.ts";
import { workshopDigestContract } from "./contracts/workshop-digest-contract.ts";
import { InMemoryJobQueue } from "./in-memory-job-queue.ts";
import { InMemoryWorkshopDigestDays, InMemoryWorkshopDigestSettings } from "./in-memory-workshop-digest.ts";

describe("InMemoryWorkshopDigest", () => {
  workshopDigestContract(async () => {
    const jobs = new InMemoryJobQueue<AppJobs>();
    const days = new InMemoryWorkshopDigestDays(jobs);
    return {
      subject: {
        settings: new InMemoryWorkshopDigestSettings(),
        days: [days, days],
        queued: async () =>
          [...jobs.store.jobs.values()].filter((job) => job.name === "workshop-digest").map((job) => job.payload as AppJobs["workshop-digest"]),
      },
    };
  });
});
