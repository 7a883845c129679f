import { describe, expect, it } from "vitest";
import { campaignSchema } from "../../marketing/campaign.ts";
import type { CampaignRepository } from "../../ports/campaign-repository.port.ts";
import type { MailLogEntry } from "../../ports/mail-log.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

export type CampaignSubject = {
  campaigns: CampaignRepository;
  /** Adds a subscribed address (id order is the order added). */
  subscribe(email: string, name?: string | null): Promise<void>;
  unsubscribe(email: string): Promise<void>;
  /** Marks an address suppressed (a hard bounce); omitted by stores that do not keep suppression. */
  suppress?(email: string): Promise<void>;
  /** The "campaign-batch" jobs stored so far, in the order enqueued. */
  batchJobs(): Promise<{ campaignId: number; batch: number }[]>;
  /** Stores a campaign as one sent inside the request before deliveries were recorded. */
  addLegacy(campaign: { subject: string; recipientCount: number; failedCount: number }): Promise<number>;
  /** The mail log entries written so far, oldest first. */
  logged(): Promise<MailLogEntry[]>;
};

const campaign = campaignSchema.parse({
  subject: "Spring sale",
  content: "Fresh mesh is in stock.",
  attachments: [{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: btoa("%PDF-1.4") }],
});
const ORIGIN = "https://shop.example";

const log = (recipient: string, status: "sent" | "failed"): MailLogEntry => ({
  kind: "campaign",
  recipient,
  subject: "Spring sale",
  provider: "mailjet",
  status,
  providerMessageId: status === "sent" ? `id-${recipient}` : null,
  error: status === "failed" ? "Invalid recipient" : null,
});

/** The CampaignRepository port, run against the in-memory fake and the Postgres adapter alike. */
export function campaignContract(open: FreshFactory<CampaignSubject>): void {
  describe("campaign repository port contract", () => {
    const subject = useFresh(open);
    const queue = (batchSize: number, enqueue = true) =>
      subject().campaigns.queue(async (unit) => {
        const created = await unit.create({ campaign, siteOrigin: ORIGIN, batchSize });
        if (enqueue) for (let batch = 0; batch < created.batchCount; batch++) await unit.jobs.enqueue("campaign-batch", { campaignId: created.id, batch });
        return created;
      });

    it("queues a campaign with a delivery per subscribed, unsuppressed address, numbered into batches, and its jobs", async () => {
      const { subscribe, unsubscribe, suppress, campaigns } = subject();
      for (const email of ["a@example.com", "b@example.com", "gone@example.com", "c@example.com", "bounced@example.com", "d@example.com", "e@example.com"]) {
        await subscribe(email, email === "a@example.com" ? "Ann" : null);
      }
      await unsubscribe("gone@example.com");
      if (suppress) await suppress("bounced@example.com");
      else await unsubscribe("bounced@example.com");

      const created = await queue(2);
      expect(created).toEqual({ id: expect.any(Number), recipientCount: 5, batchCount: 3 });
      expect(await subject().batchJobs()).toEqual([0, 1, 2].map((batch) => ({ campaignId: created.id, batch })));
      expect(await campaigns.find(created.id)).toEqual({ id: created.id, campaign, siteOrigin: ORIGIN });
      expect(await campaigns.list()).toEqual([
        {
          id: created.id,
          subject: "Spring sale",
          createdAt: expect.any(Date),
          recipientCount: 5,
          failedCount: 0,
          queued: true,
          deliveries: { pending: 5, sending: 0, sent: 0, failed: 0 },
        },
      ]);

      const first = await campaigns.claimBatch(created.id, 0);
      expect(first.map(({ email, name, stillSubscribed }) => ({ email, name, stillSubscribed }))).toEqual([
        { email: "a@example.com", name: "Ann", stillSubscribed: true },
        { email: "b@example.com", name: null, stillSubscribed: true },
      ]);
      expect(first.every((recipient) => /^[0-9a-f-]{36}$/.test(recipient.unsubscribeToken))).toBe(true);
      expect((await campaigns.claimBatch(created.id, 2)).map((r) => r.email)).toEqual(["e@example.com"]);
    });

    it("hands an interrupted batch back, never a sent or failed delivery; a pending outcome is claimed again", async () => {
      const { subscribe, unsubscribe, campaigns } = subject();
      for (const email of ["a@example.com", "b@example.com", "c@example.com"]) await subscribe(email);
      const { id } = await queue(3);
      expect((await campaigns.claimBatch(id, 0)).map((r) => r.email)).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
      // A run died here; the next claims the same deliveries.
      expect(await campaigns.claimBatch(id, 0)).toHaveLength(3);
      await campaigns.recordOutcomes(
        id,
        [
          { email: "a@example.com", status: "sent", providerMessageId: "m-1", error: null },
          { email: "b@example.com", status: "failed", providerMessageId: null, error: "Invalid recipient" },
          { email: "c@example.com", status: "pending", providerMessageId: null, error: "HTTP 503" },
        ],
        [log("a@example.com", "sent"), log("b@example.com", "failed")],
      );
      expect(await subject().logged()).toEqual([log("a@example.com", "sent"), log("b@example.com", "failed")]);
      expect((await campaigns.list())[0]!.deliveries).toEqual({ pending: 1, sending: 0, sent: 1, failed: 1 });
      await unsubscribe("c@example.com");
      expect(await campaigns.claimBatch(id, 0)).toEqual([expect.objectContaining({ email: "c@example.com", stillSubscribed: false })]);
      expect((await campaigns.list())[0]!.deliveries).toEqual({ pending: 0, sending: 1, sent: 1, failed: 1 });
      await campaigns.recordOutcomes(id, [], []);
      expect(await subject().logged()).toHaveLength(2);
      expect(await campaigns.claimBatch(id, 1)).toEqual([]);
      expect(await campaigns.claimBatch(id + 1000, 0)).toEqual([]);
    });

    it("stores all of a campaign or none of it", async () => {
      const { subscribe, campaigns } = subject();
      await subscribe("a@example.com");
      await expect(
        campaigns.queue(async (unit) => {
          const created = await unit.create({ campaign, siteOrigin: ORIGIN, batchSize: 50 });
          await unit.jobs.enqueue("campaign-batch", { campaignId: created.id, batch: 0 });
          throw new Error("the request failed after queueing");
        }),
      ).rejects.toThrow("the request failed after queueing");
      expect(await campaigns.list()).toEqual([]);
      expect(await subject().batchJobs()).toEqual([]);
    });

    it("lists newest first, an empty campaign settled and one sent before jobs with its stored counts; finds neither to send", async () => {
      const { campaigns } = subject();
      const legacy = await subject().addLegacy({ subject: "Old news", recipientCount: 4, failedCount: 1 });
      const empty = await queue(50);
      expect(empty).toMatchObject({ recipientCount: 0, batchCount: 0 });
      const listed = await campaigns.list();
      expect(listed.map((row) => [row.id, row.subject, row.queued, row.recipientCount, row.failedCount])).toEqual([
        [empty.id, "Spring sale", true, 0, 0],
        [legacy, "Old news", false, 4, 1],
      ]);
      expect(listed[1]!.deliveries).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
      expect(await campaigns.find(legacy)).toBeNull();
      expect(await campaigns.find(999_999)).toBeNull();
    });
  });
}
