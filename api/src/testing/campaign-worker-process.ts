/**
 * @module A campaign worker for campaign-workers.test.ts: the app's adapters
 * and the campaign-batch handler in a Bun process of its own, as the server
 * runs them, so the test can kill it with SIGKILL mid-campaign, restart it,
 * or run two at once on one database.
 *
 * Mail goes to the file mailer through a counting wrapper: after the files
 * of a call are written, each delivered copy's idempotency key is appended
 * to `$DATA_DIR/sends.log`, so the test counts every send, duplicates
 * included. A call first waits SEND_MS (the provider's latency: where a kill
 * lands), and the first FAIL_CALLS calls fail entirely (a provider outage).
 * The queue's policy is short (2 s runs, 1 s retry delay), so the job of a
 * killed worker comes back within seconds. It prints `ready`,
 * `sending <n>`, `sent <n>` and `stopped` lines for the test to follow.
 *
 * Environment: DATABASE_URL, or DATA_DIR for PGlite (the files go under
 * DATA_DIR either way); WORKER; SEND_MS; FAIL_CALLS; CONCURRENCY.
 */
import { appendFile } from "node:fs/promises";
import { join } from "node:path";
import { FileMailer } from "@stringing/adapters/local/file-mailer";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { PgBossJobQueue } from "@stringing/adapters/postgres/pg-boss-job-queue";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import type { DeliveryStatus, Mailer, OutgoingMail } from "@stringing/core/ports/mailer.port";
import { composeAdapters } from "../composition.ts";
import { registerCampaignBatchJob } from "../jobs/campaign-batch-job.ts";

const env = process.env;
const worker = env.WORKER ?? "worker";
const dataDir = env.DATA_DIR!;
const sendMs = Number(env.SEND_MS ?? 0);
let failCalls = Number(env.FAIL_CALLS ?? 0);

/** The file mailer, slowed and counted. */
class CountingMailer implements Mailer {
  readonly provider = "local-file";
  readonly maxBatchSize: number;
  constructor(private readonly files: FileMailer) {
    this.maxBatchSize = files.maxBatchSize;
  }
  async send(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    console.log(`sending ${messages.length}`);
    await new Promise((resolve) => setTimeout(resolve, sendMs));
    if (failCalls > 0) {
      failCalls--;
      console.log(`refused ${messages.length}`);
      return messages.map(() => ({ ok: false, error: "Provider unavailable (HTTP 503)" }));
    }
    const statuses = await this.files.send(messages);
    const delivered = messages.filter((_, index) => statuses[index]?.ok).map((message) => `${worker} ${message.idempotencyKey}\n`);
    await appendFile(join(dataDir, "sends.log"), delivered.join(""));
    console.log(`sent ${delivered.length}`);
    return statuses;
  }
}

const handle = await openDatabase({ url: env.DATABASE_URL || undefined, dataDir });
const adapters = composeAdapters(handle, { dataDir, mailProvider: "file", localMailer: new CountingMailer(new FileMailer(dataDir)) });
const policy = { retryLimit: 5, retryDelaySeconds: 1, timeoutSeconds: 2 };
const queue = new PgBossJobQueue<AppJobs>(handle, {
  names: appJobNames,
  policy,
  pollingIntervalMs: 100,
  maintenanceIntervalSeconds: 1,
  concurrency: Number(env.CONCURRENCY ?? 1),
  onError: (error, context) => console.error(`[${worker}] ${context}:`, error),
});
registerCampaignBatchJob(queue, { adapters }, policy.retryLimit);
await queue.start();
console.log("ready");

process.on("SIGTERM", async () => {
  await queue.stop({ graceMs: 5000 });
  await handle.close();
  console.log("stopped");
  process.exit(0);
});
