/**
 * @module A worker process for job-worker-process.test.ts: the Postgres job
 * queue in a Bun process of its own, as the server runs it, so the test can
 * kill it with SIGKILL mid-job, stop it with SIGTERM, or run two at once.
 *
 * Its handler stands for a mail job: it records each run (job, attempt,
 * worker, start and end on the database's clock), and applies its effect
 * once per job through a delivery record written in the effect's own
 * transaction. It prints `ready`, `run <id> <attempt>`, `done <id>` and
 * `stopped` lines for the test to follow.
 *
 * Environment: DATABASE_URL, or DATA_DIR for PGlite; WORKER (its name);
 * ENQUEUE (jobs it enqueues at start); JOB_MS (how long a run works);
 * GRACE_MS (stop's grace); CONCURRENCY.
 */
import { sql } from "drizzle-orm";
// Only its types: the contract module loads vitest, which has no place in this process.
import type { ContractJobs } from "@stringing/core/testing/contracts/job-queue-contract";
import { openDatabase } from "./db.ts";
import { PgBossJobQueue } from "./pg-boss-job-queue.ts";

const env = process.env;
const worker = env.WORKER ?? "worker";
const jobMs = Number(env.JOB_MS ?? 300);

const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const { db } = handle;
const queue = new PgBossJobQueue<ContractJobs>(handle, {
  names: ["contract-mail", "contract-work"],
  // Short, so a test sees a dead worker's job handed back within seconds: a run may take 2 s.
  policy: { retryLimit: 5, retryDelaySeconds: 1, timeoutSeconds: 2 },
  pollingIntervalMs: 100,
  maintenanceIntervalSeconds: 1,
  concurrency: Number(env.CONCURRENCY ?? 1),
  onError: (error, context) => console.error(`[${worker}] ${context}:`, error),
});

await handle.withStartupLock(async () => {
  await queue.install();
  await db.execute(sql`create table if not exists job_test_runs (
    job_id text not null, attempt int not null, worker text not null,
    started_at timestamptz not null, ended_at timestamptz, outcome text)`);
  await db.execute(sql`create table if not exists job_test_deliveries (job_id text primary key, worker text not null)`);
  await db.execute(sql`create table if not exists job_test_effects (job_id text not null, worker text not null)`);
});

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

queue.handle("contract-work", async (_payload, run) => {
  await db.execute(sql`insert into job_test_runs (job_id, attempt, worker, started_at) values (${run.id}, ${run.attempt}, ${worker}, clock_timestamp())`);
  console.log(`run ${run.id} ${run.attempt}`);
  try {
    await pause(jobMs, run.signal);
  } catch (error) {
    await db.execute(sql`update job_test_runs set ended_at = clock_timestamp(), outcome = 'aborted' where job_id = ${run.id} and attempt = ${run.attempt}`);
    throw error;
  }
  await db.transaction(async (tx) => {
    const delivered = await tx.execute(
      sql`insert into job_test_deliveries (job_id, worker) values (${run.id}, ${worker}) on conflict do nothing returning job_id`,
    );
    const rows = Array.isArray(delivered) ? delivered : (delivered as unknown as { rows: unknown[] }).rows;
    // The effect (a mail sent, say) happens only with a new delivery record.
    if (rows.length) await tx.execute(sql`insert into job_test_effects (job_id, worker) values (${run.id}, ${worker})`);
    await tx.execute(sql`update job_test_runs set ended_at = clock_timestamp(), outcome = 'done' where job_id = ${run.id} and attempt = ${run.attempt}`);
  });
  console.log(`done ${run.id}`);
});

for (let n = 0; n < Number(env.ENQUEUE ?? 0); n++) await queue.enqueue("contract-work", { n });
await queue.start();
console.log("ready");

let stopping = false;
process.on("SIGTERM", async () => {
  if (stopping) return;
  stopping = true;
  console.log("stopping");
  await queue.stop({ graceMs: Number(env.GRACE_MS ?? 10_000) });
  await handle.close();
  console.log("stopped");
  process.exit(0);
});
