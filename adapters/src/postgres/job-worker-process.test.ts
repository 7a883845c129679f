import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db.ts";
import { openServerTestDatabase, type TestDatabase } from "./test-databases.ts";

/**
 * The job queue across real processes: workers under Bun (job-worker-process.ts)
 * killed with SIGKILL mid-job, stopped with SIGTERM, and two at once on one
 * Postgres database. What the handler recorded (its runs, its deliveries, its
 * effects) is read from the database afterwards.
 */

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const bun = join(repoRoot, "node_modules/.bin/bun");
const script = fileURLToPath(new URL("./job-worker-process.ts", import.meta.url));

type WorkerProcess = {
  output(): string;
  /** The ids of the jobs this worker finished. */
  done(): string[];
  /** The runs this worker started, in order. */
  runs(): { id: string; attempt: number }[];
  until(check: (worker: WorkerProcess) => boolean, what: string, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

function startWorker(storage: Record<string, string>, env: Record<string, string>): WorkerProcess {
  const child = spawn(bun, [script], { cwd: repoRoot, env: { ...process.env, ...storage, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const lines = () => output.split("\n");
  const worker: WorkerProcess = {
    output: () => output,
    done: () => lines().flatMap((line) => (line.startsWith("done ") ? [line.slice(5)] : [])),
    runs: () =>
      lines().flatMap((line) => {
        const match = /^run (\S+) (\d+)$/.exec(line);
        return match ? [{ id: match[1]!, attempt: Number(match[2]) }] : [];
      }),
    async until(check, what, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(worker)) {
        if (gone || Date.now() > deadline) throw new Error(`worker ${env.WORKER}: ${gone ? "exited" : "timed out"} before ${what}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    kill: (signal) => child.kill(signal),
    exited,
  };
  return worker;
}

type Run = { job_id: string; attempt: number; worker: string; started_at: Date; ended_at: Date | null; outcome: string | null };

/** Where the workers' database is: a scratch database on the server, or a PGlite folder (then only one process at a time opens it). */
type Storage = {
  env: Record<string, string>;
  read<T>(query: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
};

async function pgliteStorage(): Promise<Storage> {
  const dataDir = await mkdtemp(join(tmpdir(), "job-workers-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    async read(query) {
      const handle = await openDatabase({ dataDir });
      try {
        return await query(handle.db);
      } finally {
        await handle.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function serverStorage(serverUrl: string): Promise<Storage> {
  const database: TestDatabase = await openServerTestDatabase(serverUrl);
  return { env: { DATABASE_URL: database.url! }, read: (query) => query(database.handle.db), dispose: () => database.dispose() };
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? [...result] : (result as { rows: T[] }).rows);
const runsIn = (db: Awaited<ReturnType<typeof openDatabase>>["db"]) =>
  db.execute(sql`select * from job_test_runs order by started_at`).then((result) => rowsOf<Run>(result));
const effectsIn = (db: Awaited<ReturnType<typeof openDatabase>>["db"]) =>
  db
    .execute(sql`select job_id, count(*)::int as effects from job_test_effects group by job_id`)
    .then((result) => rowsOf<{ job_id: string; effects: number }>(result));
const statesIn = (db: Awaited<ReturnType<typeof openDatabase>>["db"]) =>
  db
    .execute(sql`select state::text as state, count(*)::int as jobs from pgboss.job group by state`)
    .then((result) => rowsOf<{ state: string; jobs: number }>(result));

/** No two runs of one job overlap; a run with no end (its process was killed) lasts until `killedAt`. */
function expectNoOverlap(runs: Run[], killedAt = Number.POSITIVE_INFINITY) {
  const byJob = new Map<string, Run[]>();
  for (const run of runs) byJob.set(run.job_id, [...(byJob.get(run.job_id) ?? []), run]);
  for (const jobRuns of byJob.values()) {
    const sorted = jobRuns.sort((a, b) => new Date(a.started_at).getTime() - new Date(b.started_at).getTime());
    for (let i = 1; i < sorted.length; i++) {
      const previousEnd = sorted[i - 1]!.ended_at ? new Date(sorted[i - 1]!.ended_at!).getTime() : killedAt;
      expect(new Date(sorted[i]!.started_at).getTime()).toBeGreaterThanOrEqual(previousEnd);
    }
  }
}

const targets: { name: string; open(): Promise<Storage> }[] = [{ name: "pglite", open: pgliteStorage }];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) targets.push({ name: "postgres server", open: () => serverStorage(serverUrl) });

for (const target of targets) {
  describe(`job workers as processes (${target.name})`, () => {
    const workers: WorkerProcess[] = [];
    let storage: Storage | undefined;
    const open = async () => {
      storage = await target.open();
      return storage;
    };
    const start = (env: Record<string, string>) => {
      const worker = startWorker(storage!.env, env);
      workers.push(worker);
      return worker;
    };
    afterEach(async () => {
      for (const worker of workers.splice(0)) {
        worker.kill("SIGKILL");
        await worker.exited;
      }
      await storage?.dispose();
      storage = undefined;
    });

    it("finishes the work of a worker killed mid-job once another starts: every job's effect once, none run twice at once", async () => {
      await open();
      const first = start({ WORKER: "first", ENQUEUE: "8", JOB_MS: "400" });
      await first.until((worker) => worker.done().length >= 3 && worker.runs().length === 4, "its fourth run");
      const killedAt = Date.now();
      first.kill("SIGKILL");
      expect((await first.exited).signal).toBe("SIGKILL");
      const interrupted = first.runs()[3]!;
      expect(first.done()).not.toContain(interrupted.id);

      const second = start({ WORKER: "second", JOB_MS: "100" });
      await second.until((worker) => new Set([...first.done(), ...worker.done()]).size === 8, "all eight jobs are done", 45_000);
      second.kill("SIGTERM");
      expect((await second.exited).code).toBe(0);

      const [runs, effects, states] = await storage!.read((db) => Promise.all([runsIn(db), effectsIn(db), statesIn(db)]));
      expect(effects).toHaveLength(8);
      expect(effects.every((row) => row.effects === 1)).toBe(true);
      const again = runs.filter((run) => run.job_id === interrupted.id);
      expect(again.map((run) => [run.worker, run.attempt, run.outcome])).toEqual([
        ["first", 1, null],
        ["second", 2, "done"],
      ]);
      // Handed back only once its 2 s deadline had passed, not while the killed run might still have been working.
      expect(new Date(again[1]!.started_at).getTime() - new Date(again[0]!.started_at).getTime()).toBeGreaterThanOrEqual(2000);
      expect(runs.filter((run) => run.job_id !== interrupted.id).every((run) => run.attempt === 1 && run.outcome === "done")).toBe(true);
      expectNoOverlap(runs, killedAt);
      expect(states).toEqual([{ state: "completed", jobs: 8 }]);
    }, 90_000);

    it("lets a running job finish on SIGTERM within the grace, then exits 0", async () => {
      await open();
      // 1 s of work inside the worker's 2 s deadline: a run that ends in its last 5% is not recorded (it may be
      // handed to another worker by then), and 1.5 s left too little for the delivery's transaction on a loaded CI.
      const worker = start({ WORKER: "graceful", ENQUEUE: "1", JOB_MS: "1000", GRACE_MS: "10000" });
      await worker.until((w) => w.runs().length === 1, "its run");
      worker.kill("SIGTERM");
      expect((await worker.exited).code).toBe(0);
      expect(worker.output()).toMatch(/stopping[\s\S]*done [\s\S]*stopped/);

      const [runs, effects, states] = await storage!.read((db) => Promise.all([runsIn(db), effectsIn(db), statesIn(db)]));
      expect(runs.map((run) => [run.attempt, run.outcome])).toEqual([[1, "done"]]);
      expect(effects).toHaveLength(1);
      expect(states, worker.output()).toEqual([{ state: "completed", jobs: 1 }]);
    }, 60_000);

    it("hands a job back on SIGTERM when the grace runs out, and the next worker finishes it", async () => {
      await open();
      const worker = start({ WORKER: "impatient", ENQUEUE: "1", JOB_MS: "60000", GRACE_MS: "300" });
      await worker.until((w) => w.runs().length === 1, "its run");
      const stoppedAt = Date.now();
      worker.kill("SIGTERM");
      expect((await worker.exited).code).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
      expect(worker.done()).toEqual([]);

      const next = start({ WORKER: "next", JOB_MS: "100" });
      await next.until((w) => w.done().length === 1, "the handed-back job is done");
      next.kill("SIGTERM");
      expect((await next.exited).code).toBe(0);

      const [runs, effects] = await storage!.read((db) => Promise.all([runsIn(db), effectsIn(db)]));
      expect(runs.map((run) => [run.worker, run.attempt, run.outcome])).toEqual([
        ["impatient", 1, "aborted"],
        ["next", 2, "done"],
      ]);
      expect(effects).toHaveLength(1);
    }, 60_000);

    // PGlite is one process's database; only a server has two workers at once.
    it.skipIf(target.name === "pglite")(
      "shares one queue between two workers on one database: each job runs once, never twice at once",
      async () => {
        await open();
        const first = start({ WORKER: "left", JOB_MS: "60", CONCURRENCY: "3" });
        const second = start({ WORKER: "right", ENQUEUE: "40", JOB_MS: "60", CONCURRENCY: "3" });
        const all = () => new Set([...first.done(), ...second.done()]).size === 40;
        await first.until(all, "all forty jobs are done", 45_000);
        first.kill("SIGTERM");
        second.kill("SIGTERM");
        expect((await first.exited).code).toBe(0);
        expect((await second.exited).code).toBe(0);

        const [runs, effects] = await storage!.read((db) => Promise.all([runsIn(db), effectsIn(db)]));
        expect(runs).toHaveLength(40);
        expect(new Set(runs.map((run) => run.job_id)).size).toBe(40);
        expect(effects.every((row) => row.effects === 1) && effects.length === 40).toBe(true);
        // Both took a share of the work.
        expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(["left", "right"]));
        expectNoOverlap(runs);
      },
      60_000,
    );
  });
}
