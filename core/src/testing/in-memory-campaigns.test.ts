import { describe } from "vitest";
import type { AppJobs } from "../jobs/app-jobs.ts";
import { campaignContract } from "./contracts/campaign-contract.ts";
import { InMemoryCampaigns } from "./in-memory-campaigns.ts";
import { InMemoryJobQueue } from "./in-memory-job-queue.ts";
import { InMemorySubscribers } from "./in-memory-marketing.ts";

describe("InMemoryCampaigns", () => {
  campaignContract(async () => {
    const subscribers = new InMemorySubscribers();
    const jobs = new InMemoryJobQueue<AppJobs>();
    const campaigns = new InMemoryCampaigns({ recipients: () => subscribers.listRecipients(), stageJobs: () => jobs.staged() });
    return {
      subject: {
        campaigns,
        subscribe: async (email, name = null) => void subscribers.add(email, { name }),
        unsubscribe: async (email) => {
          const row = subscribers.rows.find((subscriber) => subscriber.email === email);
          if (row) await subscribers.unsubscribe(row.id);
        },
        batchJobs: async () =>
          [...jobs.store.jobs.values()].filter((job) => job.name === "campaign-batch").map((job) => job.payload as { campaignId: number; batch: number }),
        addLegacy: async (campaign) => campaigns.addLegacy(campaign),
        logged: async () => campaigns.logged,
      },
    };
  });
});
