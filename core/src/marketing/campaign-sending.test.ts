import { afterEach, describe, expect, it } from "vitest";
import type { AppJobs } from "../jobs/app-jobs.ts";
import { type ActiveMail, resolveActiveMail } from "../mail/mail-delivery.ts";
import type { JobRun } from "../ports/job-queue.port.ts";
import type { DeliveryStatus, OutgoingMail } from "../ports/mailer.port.ts";
import { InMemoryCampaigns } from "../testing/in-memory-campaigns.ts";
import { InMemoryJobQueue } from "../testing/in-memory-job-queue.ts";
import { InMemoryMailSettings, InMemorySubscribers, RecordingMailer } from "../testing/in-memory-marketing.ts";
import { PlainMailComposer } from "../testing/plain-mail-composer.ts";
import { campaignSchema } from "./campaign.ts";
import { campaignDeliveryKey, isProviderFailure, summarizeCampaign } from "./campaign-delivery.ts";
import { EMAIL_SERVICE_NOT_CONFIGURED, queueCampaign } from "./queue-campaign.ts";
import { NO_LONGER_SUBSCRIBED, sendCampaignBatch } from "./send-campaign-batch.ts";

const campaign = campaignSchema.parse({ subject: "Spring sale", content: "Fresh mesh is in stock." });
const ORIGIN = "https://shop.example";
const branded = { composer: new PlainMailComposer(), siteSections: async () => ({ companyName: null, contactInfo: null }) };

/** Fails the first `failures` calls entirely (a provider outage), then delivers, counting each address it delivered. */
class FlakyMailer extends RecordingMailer {
  readonly delivered = new Map<string, number>();
  constructor(
    private failures: number,
    maxBatchSize = 50,
  ) {
    super("flaky", maxBatchSize);
  }
  override async send(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    if (this.failures > 0) {
      this.failures--;
      return messages.map(() => ({ ok: false, error: "Provider unavailable (HTTP 503)" }));
    }
    const statuses = await super.send(messages);
    messages.forEach((message, index) => {
      if (statuses[index]!.ok) this.delivered.set(message.to.email, (this.delivered.get(message.to.email) ?? 0) + 1);
    });
    return statuses;
  }
}

const queues: InMemoryJobQueue<AppJobs>[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop({ graceMs: 0 })));
});

function setUp(options: { configured?: boolean; mailer?: RecordingMailer; subscribers?: number; retryLimit?: number } = {}) {
  const subscribers = new InMemorySubscribers();
  for (let i = 0; i < (options.subscribers ?? 0); i++) subscribers.add(`fan${i}@example.com`, { name: `Fan ${i}` });
  const mailer = options.mailer ?? new RecordingMailer("recording", 2);
  const jobs = new InMemoryJobQueue<AppJobs>({
    policy: { retryLimit: options.retryLimit ?? 2, retryDelaySeconds: 1, timeoutSeconds: 30 },
    pollingIntervalMs: 20,
  });
  queues.push(jobs);
  const campaigns = new InMemoryCampaigns({ recipients: () => subscribers.listRecipients(), stageJobs: () => jobs.staged() });
  const activeMail = async (): Promise<ActiveMail> => ({
    provider: "mailjet",
    configured: options.configured ?? true,
    mailer,
    senderEmail: "shop@example.com",
    ownerEmail: "shop@example.com",
    savedOwnerEmail: null,
  });
  const queue = queueCampaign({ activeMail, campaigns });
  const sendBatch = sendCampaignBatch({ ...branded, activeMail, campaigns, retryLimit: options.retryLimit ?? 2 });
  const run = (attempt = 1): Pick<JobRun, "attempt" | "signal"> => ({ attempt, signal: new AbortController().signal });
  const summary = async () => (await campaigns.list()).map(summarizeCampaign);
  return {
    subscribers,
    mailer,
    jobs,
    campaigns,
    mailLog: {
      get entries() {
        return campaigns.logged;
      },
    },
    queue,
    sendBatch,
    run,
    summary,
  };
}

/** Runs the queued jobs with the handler until none is left. */
async function drain(jobs: InMemoryJobQueue<AppJobs>, handler: ReturnType<typeof sendCampaignBatch>, timeoutMs = 15_000) {
  jobs.handle("campaign-batch", handler);
  await jobs.start();
  const deadline = Date.now() + timeoutMs;
  const open = () => [...jobs.store.jobs.values()].filter((job) => job.state !== "completed" && job.state !== "failed");
  while (open().length > 0) {
    if (Date.now() > deadline) throw new Error(`jobs still open: ${JSON.stringify(open())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("queueCampaign", () => {
  it("refuses with a conflict while no provider is configured, storing nothing", async () => {
    const { queue, campaigns, jobs } = setUp({ configured: false, subscribers: 3 });
    expect(await queue({ campaign, siteOrigin: ORIGIN })).toEqual({ ok: false, error: { kind: "conflict", message: EMAIL_SERVICE_NOT_CONFIGURED } });
    expect(campaigns.campaigns).toEqual([]);
    expect(jobs.store.jobs.size).toBe(0);
  });

  it("stores one pending delivery per subscribed address and one job per batch of the provider's size, sending nothing", async () => {
    const { queue, subscribers, campaigns, jobs, mailer, summary } = setUp({ subscribers: 5 });
    subscribers.add("gone@example.com", { subscribed: false });
    const result = await queue({ campaign, siteOrigin: ORIGIN });
    expect(result).toEqual({ ok: true, value: { campaignId: 1, recipientCount: 5 } });
    expect(mailer.batches).toEqual([]);
    expect(campaigns.deliveries.get(1)!.map((d) => [d.email, d.batch, d.status])).toEqual([
      ["fan0@example.com", 0, "pending"],
      ["fan1@example.com", 0, "pending"],
      ["fan2@example.com", 1, "pending"],
      ["fan3@example.com", 1, "pending"],
      ["fan4@example.com", 2, "pending"],
    ]);
    expect([...jobs.store.jobs.values()].map((job) => [job.name, job.payload])).toEqual([
      ["campaign-batch", { campaignId: 1, batch: 0 }],
      ["campaign-batch", { campaignId: 1, batch: 1 }],
      ["campaign-batch", { campaignId: 1, batch: 2 }],
    ]);
    expect(await summary()).toMatchObject([{ id: 1, subject: "Spring sale", recipientCount: 5, sent: 0, failed: 0, pending: 5 }]);
    expect(await campaigns.find(1)).toEqual({ id: 1, campaign, siteOrigin: ORIGIN });
  });

  it("stores a campaign with no recipients as done: no deliveries, no job", async () => {
    const { queue, jobs, summary } = setUp();
    expect(await queue({ campaign, siteOrigin: ORIGIN })).toEqual({ ok: true, value: { campaignId: 1, recipientCount: 0 } });
    expect(jobs.store.jobs.size).toBe(0);
    expect(await summary()).toMatchObject([{ recipientCount: 0, sent: 0, failed: 0, pending: 0 }]);
  });

  it("leaves neither campaign nor job behind when the transaction fails", async () => {
    const { queue, campaigns, jobs } = setUp({ subscribers: 3 });
    campaigns.failNextCommit = true;
    await expect(queue({ campaign, siteOrigin: ORIGIN })).rejects.toThrow("could not commit");
    expect(campaigns.campaigns).toEqual([]);
    expect(campaigns.deliveries.size).toBe(0);
    expect(jobs.store.jobs.size).toBe(0);
  });
});

describe("sendCampaignBatch", () => {
  it("sends each recipient one copy with its unsubscribe link and its own idempotency key, and logs it", async () => {
    const { queue, sendBatch, run, mailer, mailLog, summary, subscribers } = setUp({ subscribers: 3 });
    await queue({ campaign, siteOrigin: ORIGIN });
    await sendBatch({ campaignId: 1, batch: 0 }, run());
    expect(mailer.sent.map((m) => [m.to.email, m.idempotencyKey])).toEqual([
      ["fan0@example.com", "campaign:1:fan0@example.com"],
      ["fan1@example.com", "campaign:1:fan1@example.com"],
    ]);
    expect(mailer.sent[0]!.from).toEqual({ email: "shop@example.com" });
    expect(mailer.sent[0]!.to).toEqual({ email: "fan0@example.com", name: "Fan 0" });
    expect(mailer.sent[0]!.headers!["List-Unsubscribe"]).toBe(`<${ORIGIN}/api/subscribers/unsubscribe?token=${subscribers.rows[0]!.unsubscribeToken}>`);
    expect(mailLog.entries.map((e) => [e.kind, e.recipient, e.status])).toEqual([
      ["campaign", "fan0@example.com", "sent"],
      ["campaign", "fan1@example.com", "sent"],
    ]);
    expect(await summary()).toMatchObject([{ recipientCount: 3, sent: 2, failed: 0, pending: 1 }]);
  });

  it("never sends a sent delivery again: a batch run twice, or resumed after a crash, sends only what is left", async () => {
    const { queue, sendBatch, run, mailer, campaigns, summary } = setUp({ subscribers: 2 });
    await queue({ campaign, siteOrigin: ORIGIN });
    await sendBatch({ campaignId: 1, batch: 0 }, run());
    await sendBatch({ campaignId: 1, batch: 0 }, run(2));
    expect(mailer.sent.map((m) => m.to.email)).toEqual(["fan0@example.com", "fan1@example.com"]);

    // A run that died after claiming: one copy recorded sent, the other left `sending`.
    await queue({ campaign, siteOrigin: ORIGIN });
    await campaigns.claimBatch(2, 0);
    await campaigns.recordOutcomes(2, [{ email: "fan0@example.com", status: "sent", providerMessageId: "m-1", error: null }], []);
    mailer.batches.length = 0;
    await sendBatch({ campaignId: 2, batch: 0 }, run(2));
    expect(mailer.sent.map((m) => [m.to.email, m.idempotencyKey])).toEqual([["fan1@example.com", "campaign:2:fan1@example.com"]]);
    expect((await summary()).map(({ sent, pending }) => [sent, pending])).toEqual([
      [2, 0],
      [2, 0],
    ]);
  });

  it("fails only the refused address, for good", async () => {
    const { queue, sendBatch, run, mailer, campaigns, mailLog } = setUp({ subscribers: 2 });
    mailer.rejected.add("fan1@example.com");
    await queue({ campaign, siteOrigin: ORIGIN });
    await sendBatch({ campaignId: 1, batch: 0 }, run());
    expect(campaigns.deliveries.get(1)!.map((d) => [d.email, d.status, d.error])).toEqual([
      ["fan0@example.com", "sent", null],
      ["fan1@example.com", "failed", "Invalid recipient fan1@example.com"],
    ]);
    expect(mailLog.entries.map((e) => e.status)).toEqual(["sent", "failed"]);
    await sendBatch({ campaignId: 1, batch: 0 }, run(2));
    expect(mailer.batches).toHaveLength(1);
  });

  it("puts a batch the provider refused as a whole back to pending and throws, so the queue retries it; the last run records it failed", async () => {
    const { queue, sendBatch, run, mailer, campaigns, mailLog } = setUp({ subscribers: 2, retryLimit: 2 });
    mailer.failEverything = "Mailjet refused the API key or secret (HTTP 401)";
    await queue({ campaign, siteOrigin: ORIGIN });
    await expect(sendBatch({ campaignId: 1, batch: 0 }, run(1))).rejects.toThrow("HTTP 401");
    expect(campaigns.deliveries.get(1)!.map((d) => [d.status, d.error])).toEqual([
      ["pending", "Mailjet refused the API key or secret (HTTP 401)"],
      ["pending", "Mailjet refused the API key or secret (HTTP 401)"],
    ]);
    expect(mailLog.entries).toEqual([]);
    mailer.throwing = true;
    await expect(sendBatch({ campaignId: 1, batch: 0 }, run(2))).rejects.toThrow("mailer exploded");
    // Attempt 3 is the last (two retries): its failure is final, and logged.
    await sendBatch({ campaignId: 1, batch: 0 }, run(3));
    expect(campaigns.deliveries.get(1)!.map((d) => [d.status, d.error])).toEqual([
      ["failed", "mailer exploded"],
      ["failed", "mailer exploded"],
    ]);
    expect(mailLog.entries.map((e) => e.status)).toEqual(["failed", "failed"]);
  });

  it("does not send to an address that unsubscribed after the campaign was queued", async () => {
    const { queue, sendBatch, run, mailer, campaigns, subscribers } = setUp({ subscribers: 2 });
    await queue({ campaign, siteOrigin: ORIGIN });
    await subscribers.unsubscribe(2);
    await sendBatch({ campaignId: 1, batch: 0 }, run());
    expect(mailer.sent.map((m) => m.to.email)).toEqual(["fan0@example.com"]);
    expect(campaigns.deliveries.get(1)!.map((d) => [d.email, d.status, d.error])).toEqual([
      ["fan0@example.com", "sent", null],
      ["fan1@example.com", "failed", NO_LONGER_SUBSCRIBED],
    ]);
  });

  it("waits, throwing, while no provider is configured, and does nothing for a campaign it cannot find", async () => {
    const { queue, campaigns, run } = setUp({ subscribers: 1 });
    await queue({ campaign, siteOrigin: ORIGIN });
    const activeMail = resolveActiveMail({
      settings: new InMemoryMailSettings(),
      mailerFor: () => new RecordingMailer(),
      environment: { resend: null, file: { mailer: new RecordingMailer("local-file"), senderEmail: "no-reply@localhost" }, fileForced: false },
    });
    const unconfigured = sendCampaignBatch({ ...branded, activeMail, campaigns, retryLimit: 2 });
    await expect(unconfigured({ campaignId: 1, batch: 0 }, run())).rejects.toThrow(EMAIL_SERVICE_NOT_CONFIGURED);
    expect(campaigns.deliveries.get(1)!.map((d) => d.status)).toEqual(["pending"]);
    await unconfigured({ campaignId: 99, batch: 0 }, run());
  });

  it("through the queue: a batch whose provider fails twice, then recovers, reaches each recipient exactly once", async () => {
    const mailer = new FlakyMailer(2, 3);
    const { queue, sendBatch, jobs, summary } = setUp({ subscribers: 5, mailer, retryLimit: 3 });
    await queue({ campaign, siteOrigin: ORIGIN });
    // Two batches (3 + 2): the first two calls fail, whichever batches they were.
    await drain(jobs, sendBatch);
    expect([...mailer.delivered.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(mailer.delivered.size).toBe(5);
    expect(await summary()).toMatchObject([{ recipientCount: 5, sent: 5, failed: 0, pending: 0 }]);
    expect([...jobs.store.jobs.values()].map((job) => job.state)).toEqual(["completed", "completed"]);
  }, 20_000);
});

describe("campaign delivery rules", () => {
  it("keys each recipient's copy by campaign and address", () => {
    expect(campaignDeliveryKey(7, "Fan@Example.com")).toBe("campaign:7:Fan@Example.com");
  });

  it("blames the provider only when every message of the call failed", () => {
    expect(isProviderFailure([])).toBe(false);
    expect(isProviderFailure([{ ok: false, error: "x" }])).toBe(true);
    expect(
      isProviderFailure([
        { ok: false, error: "x" },
        { ok: true, providerMessageId: null },
      ]),
    ).toBe(false);
  });

  it("counts a campaign from its deliveries, sending as pending; one sent before jobs from its stored counts", () => {
    const base = { id: 1, subject: "S", createdAt: new Date(0), recipientCount: 10, failedCount: 0 };
    expect(summarizeCampaign({ ...base, queued: true, deliveries: { pending: 3, sending: 2, sent: 4, failed: 1 } })).toEqual({
      id: 1,
      subject: "S",
      createdAt: new Date(0),
      recipientCount: 10,
      sent: 4,
      failed: 1,
      pending: 5,
    });
    expect(summarizeCampaign({ ...base, failedCount: 2, queued: false, deliveries: { pending: 0, sending: 0, sent: 0, failed: 0 } })).toMatchObject({
      sent: 8,
      failed: 2,
      pending: 0,
    });
  });
});
