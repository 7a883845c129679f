import { describe } from "vitest";
import type { JobPolicy } from "../jobs/job-policy.ts";
import { type ContractJobs, jobQueueContract } from "./contracts/job-queue-contract.ts";
import { InMemoryJobQueue, InMemoryJobStore } from "./in-memory-job-queue.ts";

describe("InMemoryJobQueue", () => {
  jobQueueContract(async () => {
    const store = new InMemoryJobStore();
    const opened: InMemoryJobQueue<ContractJobs>[] = [];
    return {
      subject: {
        open(options: { policy: JobPolicy; concurrency?: number }) {
          const queue = new InMemoryJobQueue<ContractJobs>({ store, policy: options.policy, concurrency: options.concurrency ?? 4 });
          opened.push(queue);
          return queue;
        },
        async transaction(queue, work) {
          const unit = (queue as InMemoryJobQueue<ContractJobs>).staged();
          const result = await work(unit.jobs);
          unit.commit();
          return result;
        },
      },
      dispose: async () => {
        await Promise.all(opened.map((queue) => queue.stop({ graceMs: 0 })));
      },
    };
  });
});
