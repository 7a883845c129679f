import type { AppJobs } from "../jobs/app-jobs.ts";
import { subscriberUpdatesContract } from "./contracts/subscriber-updates-contract.ts";
import { InMemoryJobQueue } from "./in-memory-job-queue.ts";
import { InMemorySubscribers } from "./in-memory-marketing.ts";
import { InMemorySubscriberUpdates } from "./in-memory-subscriber-updates.ts";

subscriberUpdatesContract(async () => {
  const subscribers = new InMemorySubscribers();
  const queue = new InMemoryJobQueue<AppJobs>();
  return {
    subject: {
      updates: new InMemorySubscriberUpdates(subscribers, queue),
      subscribers,
      storedJobs: async () =>
        [...queue.store.jobs.values()]
          .filter((job) => job.name === "resubscribe-mail")
          .map((job) => job.payload as { subscriberId: number; siteOrigin: string }),
    },
  };
});
