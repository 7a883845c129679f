import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe } from "vitest";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import { campaignContract } from "@stringing/core/testing/contracts/campaign-contract";
import { PostgresCampaignRepository } from "./campaign-repository.ts";
import { PgBossJobQueue } from "./pg-boss-job-queue.ts";
import { campaigns, mailMessages, subscribers } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? [...(result as T[])] : (result as { rows: T[] }).rows);

for (const target of testDatabaseTargets()) {
  describe(`Postgres campaign repository against the port contract on ${target.name}`, () => {
    const database = useTestDatabase(target);
    let jobs: PgBossJobQueue<AppJobs>;
    beforeAll(async () => {
      jobs = new PgBossJobQueue<AppJobs>(database().handle, { names: appJobNames });
      await jobs.install();
    });

    campaignContract(async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      await db.execute(sql`truncate pgboss.job, pgboss.archive`);
      return {
        subject: {
          campaigns: new PostgresCampaignRepository(db, jobs),
          subscribe: async (email, name = null) => void (await db.insert(subscribers).values({ email, name })),
          unsubscribe: async (email) => void (await db.update(subscribers).set({ subscribed: false }).where(eq(subscribers.email, email))),
          suppress: async (email) =>
            void (await db.update(subscribers).set({ suppressedAt: new Date(), suppressionReason: "hard_bounce" }).where(eq(subscribers.email, email))),
          batchJobs: async () =>
            rowsOf<{ data: { campaignId: number; batch: number } }>(
              await db.execute(sql`select data from pgboss.job where name = 'campaign-batch' order by (data->>'batch')::int, created_on`),
            ).map((row) => row.data),
          addLegacy: async (campaign) => {
            const [row] = await db.insert(campaigns).values(campaign).returning({ id: campaigns.id });
            return row!.id;
          },
          logged: async () =>
            (await db.select().from(mailMessages).orderBy(asc(mailMessages.id))).map(
              ({ kind, recipient, subject, provider, status, providerMessageId, error }) => ({
                kind,
                recipient,
                subject,
                provider,
                status: status as "sent" | "failed",
                providerMessageId,
                error,
              }),
            ),
        },
      };
    });
  });
}
