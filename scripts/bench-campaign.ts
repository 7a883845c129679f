/**
 * @module `npm run bench:campaign`: campaign throughput to the file mailer
 * (issue 13: ≥ 2,000 mails/s written for 10,000 subscribers, memory flat).
 * In one process, as the server runs it: a fresh database (PGlite under a
 * temporary DATA_DIR, or the Postgres server of DATABASE_URL, emptied of
 * subscribers and campaigns first), 10,000 subscribers, the campaign queued
 * through the same use case as POST /api/marketing/send-campaign, then the
 * app's job queue with the campaign-batch handler sends it to `.eml` files.
 * Prints the time to queue, mails/s from the first claim to the last record,
 * the files written, the CPU time it took (the rate a free core would give,
 * whatever else the machine runs), and the resident memory before, at its
 * peak and after.
 *
 * Usage: `npm run bench:campaign` (runs `bun scripts/bench-campaign.ts`);
 * SUBSCRIBERS=… changes the count.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { subscribers } from "@stringing/adapters/postgres/schema/index";
import { resolveActiveMail } from "@stringing/core/mail/mail-delivery";
import { campaignSchema } from "@stringing/core/marketing/campaign";
import { summarizeCampaign } from "@stringing/core/marketing/campaign-delivery";
import { queueCampaign } from "@stringing/core/marketing/queue-campaign";
import { composeAdapters } from "../api/src/composition.ts";
import { registerCampaignBatchJob } from "../api/src/jobs/campaign-batch-job.ts";

const COUNT = Number(process.env.SUBSCRIBERS ?? 10_000);
const GOAL_PER_SECOND = 2000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = await mkdtemp(join(tmpdir(), "bench-campaign-"));
const url = process.env.DATABASE_URL || undefined;
const handle = await openDatabase({ url, dataDir });
const adapters = composeAdapters(handle, { dataDir, mailProvider: "file" });
await adapters.storage.migrate();
const { db } = handle;
if (url) await db.execute(sql`truncate subscribers, campaigns, campaign_deliveries, mail_messages, pgboss.job restart identity cascade`);

console.log(
  `▸ ${COUNT.toLocaleString("en-US")} subscribers on ${handle.kind === "pglite" ? "PGlite" : "the Postgres server"}, mail to ${join(dataDir, "mail")}`,
);
for (let start = 0; start < COUNT; start += 1000) {
  const size = Math.min(1000, COUNT - start);
  await db.insert(subscribers).values(Array.from({ length: size }, (_, i) => ({ email: `fan${start + i}@example.com`, name: `Fan ${start + i}` })));
}

const campaign = campaignSchema.parse({
  subject: "Spring stringing special",
  content: "Fresh mesh is in stock.\n\nBook your restring this week and we ship it back within five days.",
  htmlContent: "<h1>Spring special</h1><p>Fresh mesh is in stock. Book your restring this week.</p>",
});
const activeMail = resolveActiveMail({ settings: adapters.mailSettings, mailerFor: adapters.mailerFor, environment: adapters.mailEnvironment });

let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
Bun.gc(true);
const rssBefore = process.memoryUsage().rss;
const sampler = setInterval(sample, 20);

const queuedAt = performance.now();
const queued = await queueCampaign({ activeMail, campaigns: adapters.campaigns })({ campaign, siteOrigin: "https://shop.example" });
if (!queued.ok) throw new Error(queued.error.message);
const queueMs = performance.now() - queuedAt;
console.log(`  queued: ${queued.value.recipientCount} recipients, ${Math.ceil(queued.value.recipientCount / 50)} batch jobs, in ${queueMs.toFixed(0)} ms`);

registerCampaignBatchJob(adapters.jobs, { adapters });
const startedAt = performance.now();
const cpuBefore = process.cpuUsage();
await adapters.jobs.start();
// A light check of what is left (the admin's list counts every delivery; polling it would slow the run it measures).
const left = async () => {
  const result: unknown = await db.execute(
    sql`select count(*)::int as n from campaign_deliveries where campaign_id = ${queued.value.campaignId} and status in ('pending', 'sending')`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return Number((rows[0] as { n: number }).n);
};
while ((await left()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
const [summary] = (await adapters.campaigns.list()).map(summarizeCampaign);
if (summary?.sent !== COUNT) throw new Error(`sent ${summary?.sent} of ${COUNT} (${summary?.failed} failed)`);
const seconds = (performance.now() - startedAt) / 1000;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
sample();
await adapters.jobs.stop({ graceMs: 1000 });
Bun.gc(true);
const rssAfter = process.memoryUsage().rss;
const files = (await readdir(join(dataDir, "mail"))).filter((name) => name.endsWith(".eml")).length;
await adapters.storage.close();
await rm(dataDir, { recursive: true, force: true });

const perSecond = COUNT / seconds;
console.log(
  `  sent: ${COUNT} mails in ${seconds.toFixed(2)} s = ${perSecond.toFixed(0)} mails/s (goal ≥ ${GOAL_PER_SECOND}) ${perSecond >= GOAL_PER_SECOND ? "✔" : "✘"}`,
);
console.log(`  files written: ${files}`);
// The machine's other work does not count here: what this process spent, and the rate one free core would give.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `  CPU: ${cpuSeconds.toFixed(2)} s (${((cpuSeconds / COUNT) * 1e6).toFixed(0)} µs a mail, ${(COUNT / cpuSeconds).toFixed(0)} mails per CPU-second); load average ${loadavg()[0]!.toFixed(1)}`,
);
console.log(`  RSS: before ${mb(rssBefore)}, peak ${mb(peakRss)}, after ${mb(rssAfter)}`);
