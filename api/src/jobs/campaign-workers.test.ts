import { spawn } from "node:child_process";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { PostgresCampaignRepository } from "@stringing/adapters/postgres/campaign-repository";
import { type Database, migrateDatabase, openDatabase } from "@stringing/adapters/postgres/db";
import { PgBossJobQueue } from "@stringing/adapters/postgres/pg-boss-job-queue";
import { campaignDeliveries, subscribers } from "@stringing/adapters/postgres/schema/index";
import { openServerTestDatabase, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import { campaignSchema } from "@stringing/core/marketing/campaign";
import { queueCampaign } from "@stringing/core/marketing/queue-campaign";
import { RecordingMailer } from "@stringing/core/testing/in-memory-marketing";

/**
 * Campaigns across real processes (campaign-worker-process.ts): a worker
 * killed with SIGKILL mid-campaign and another started sends the rest and
 * nobody a second copy; a provider failing the first calls is retried and
 * still sends each copy once; two workers on one server database share the
 * batches without a double send. Every copy that reached the file mailer is
 * counted in `sends.log`, duplicates included.
 */

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const bun = join(repoRoot, "node_modules/.bin/bun");
const script = fileURLToPath(new URL("../testing/campaign-worker-process.ts", import.meta.url));
/** The worker's policy: the queue hands a dead worker's batch back after 2 s. */
const POLICY = { retryLimit: 5, retryDelaySeconds: 1, timeoutSeconds: 2 };

type Worker = {
  name: string;
  lines(prefix: string): string[];
  until(check: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(bun, [script], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let gone = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      gone = true;
      resolve({ code, signal });
    }),
  );
  return {
    name: env.WORKER!,
    lines: (prefix) => output.split("\n").filter((line) => line.startsWith(prefix)),
    async until(check, what, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (gone || Date.now() > deadline) throw new Error(`worker ${env.WORKER}: ${gone ? "exited" : "timed out"} before ${what}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    kill: (signal) => child.kill(signal),
    exited,
  };
}

type Store = {
  env: Record<string, string>;
  dataDir: string;
  use<T>(work: (db: Database, handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T>;
};

async function pgliteStore(): Promise<Store & { dispose(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), "campaign-workers-"));
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    // One process at a time opens a PGlite folder: the test's reads happen while no worker runs.
    async use(work) {
      const handle = await openDatabase({ dataDir });
      try {
        return await work(handle.db, handle);
      } finally {
        await handle.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function serverStore(serverUrl: string): Promise<Store & { dispose(): Promise<void> }> {
  const database: TestDatabase = await openServerTestDatabase(serverUrl);
  const dataDir = await mkdtemp(join(tmpdir(), "campaign-workers-"));
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url! },
    use: (work) => work(database.handle.db, database.handle),
    async dispose() {
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates, subscribes `count` addresses and queues a campaign to them, its jobs on the workers' short policy. */
async function queueCampaignFor(store: Store, count: number): Promise<{ campaignId: number; recipientCount: number }> {
  return store.use(async (db, handle) => {
    await migrateDatabase(handle);
    const jobs = new PgBossJobQueue<AppJobs>(handle, { names: appJobNames, policy: POLICY, onError: () => {} });
    await jobs.install();
    await db.insert(subscribers).values(Array.from({ length: count }, (_, i) => ({ email: `fan${String(i).padStart(4, "0")}@example.com` })));
    const files = new RecordingMailer("local-file", 50);
    const queued = await queueCampaign({
      activeMail: async () => ({
        provider: "file",
        configured: true,
        mailer: files,
        senderEmail: "shop@example.com",
        ownerEmail: "shop@example.com",
        savedOwnerEmail: null,
      }),
      campaigns: new PostgresCampaignRepository(db, jobs),
    })({ campaign: campaignSchema.parse({ subject: "Spring sale", content: "Fresh mesh is in stock." }), siteOrigin: "https://shop.example" });
    if (!queued.ok) throw new Error(queued.error.message);
    return queued.value;
  });
}

/** Every copy the file mailer wrote, as `worker key` lines, duplicates included. */
const sendsOf = async (store: Store) =>
  (await readFile(join(store.dataDir, "sends.log"), "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [worker, key] = line.split(" ");
      return { worker: worker!, key: key! };
    });

const statusesOf = (store: Store, campaignId: number) =>
  store.use(async (db) => {
    const rows = await db
      .select({ status: campaignDeliveries.status, count: sql<number>`count(*)::int` })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, campaignId))
      .groupBy(campaignDeliveries.status);
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  });

const targets: { name: string; open(): Promise<Store & { dispose(): Promise<void> }> }[] = [{ name: "pglite", open: pgliteStore }];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) targets.push({ name: "postgres server", open: () => serverStore(serverUrl) });

for (const target of targets) {
  describe(`campaign workers as processes (${target.name})`, () => {
    const workers: Worker[] = [];
    let store: (Store & { dispose(): Promise<void> }) | undefined;
    const start = (env: Record<string, string>) => {
      const worker = startWorker({ ...store!.env, ...env });
      workers.push(worker);
      return worker;
    };
    const stop = async (worker: Worker) => {
      worker.kill("SIGTERM");
      expect((await worker.exited).code).toBe(0);
    };
    afterEach(async () => {
      for (const worker of workers.splice(0)) {
        worker.kill("SIGKILL");
        await worker.exited;
      }
      await store?.dispose();
      store = undefined;
    });

    it("finishes a campaign whose worker was killed mid-send: the rest are sent and nobody gets a second copy", async () => {
      store = await target.open();
      const { campaignId, recipientCount } = await queueCampaignFor(store, 250);
      expect(recipientCount).toBe(250);

      const first = start({ WORKER: "first", SEND_MS: "400" });
      // Two batches written, the third on its way to the provider: kill it there.
      await first.until(() => first.lines("sent ").length === 2 && first.lines("sending ").length === 3, "its third batch");
      first.kill("SIGKILL");
      expect((await first.exited).signal).toBe("SIGKILL");
      expect(await sendsOf(store)).toHaveLength(100);
      expect(await statusesOf(store, campaignId)).toEqual({ sent: 100, sending: 50, pending: 100 });

      const second = start({ WORKER: "second", SEND_MS: "50" });
      await second.until(() => second.lines("sent ").length === 3, "the other three batches", 60_000);
      await stop(second);

      const sends = await sendsOf(store);
      expect(sends).toHaveLength(250);
      expect(new Set(sends.map((send) => send.key)).size).toBe(250);
      expect(sends.filter((send) => send.worker === "second")).toHaveLength(150);
      expect(await statusesOf(store, campaignId)).toEqual({ sent: 250 });
      expect((await readdir(join(store.dataDir, "mail"))).filter((name) => name.endsWith(".eml"))).toHaveLength(250);
    }, 120_000);

    it("retries a campaign whose provider fails the first two calls, and sends each copy once", async () => {
      store = await target.open();
      const { campaignId } = await queueCampaignFor(store, 120);
      const worker = start({ WORKER: "patient", FAIL_CALLS: "2", CONCURRENCY: "2" });
      await worker.until(() => worker.lines("sent ").length === 3, "all three batches", 60_000);
      await stop(worker);
      expect(worker.lines("refused ")).toHaveLength(2);
      const sends = await sendsOf(store);
      expect(sends).toHaveLength(120);
      expect(new Set(sends.map((send) => send.key)).size).toBe(120);
      expect(await statusesOf(store, campaignId)).toEqual({ sent: 120 });
    }, 90_000);

    // PGlite is one process's database; only a server has two workers at once.
    it.skipIf(target.name === "pglite")(
      "shares a campaign between two workers on one database without a double send",
      async () => {
        store = await target.open();
        const { campaignId } = await queueCampaignFor(store, 1000);
        const left = start({ WORKER: "left", SEND_MS: "40", CONCURRENCY: "2" });
        const right = start({ WORKER: "right", SEND_MS: "40", CONCURRENCY: "2" });
        const batches = () => left.lines("sent ").length + right.lines("sent ").length;
        await left.until(() => batches() === 20, "all twenty batches", 60_000);
        await Promise.all([stop(left), stop(right)]);
        const sends = await sendsOf(store);
        expect(sends).toHaveLength(1000);
        expect(new Set(sends.map((send) => send.key)).size).toBe(1000);
        expect(new Set(sends.map((send) => send.worker))).toEqual(new Set(["left", "right"]));
        expect(await statusesOf(store, campaignId)).toEqual({ sent: 1000 });
      },
      90_000,
    );
  });
}
