import { describe, expect, it, vi } from "vitest";
import type { JobPolicy } from "../../jobs/job-policy.ts";
import type { JobEnqueuer, JobQueue } from "../../ports/job-queue.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

/** The jobs the contract enqueues; a store under test must know these names. */
export type ContractJobs = {
  "contract-mail": { to: string };
  "contract-work": { n: number };
};
export const contractJobNames = ["contract-mail", "contract-work"] as const;

/** One store (a database), and the queues of the processes that share it. */
export type JobQueueHarness = {
  /** A queue as one process opens it over the shared store; the harness stops it after the test. */
  open(options: { policy: JobPolicy; concurrency?: number }): JobQueue<ContractJobs>;
  /**
   * Runs `work` in a transaction of the store with an enqueuer bound to it:
   * it commits when `work` resolves and rolls back when it throws.
   */
  transaction<T>(queue: JobQueue<ContractJobs>, work: (jobs: JobEnqueuer<ContractJobs>) => Promise<T>): Promise<T>;
};

/** Short delays, so retries happen within a test: 1 s, then 2 s (each up to twice that). */
const quick: JobPolicy = { retryLimit: 3, retryDelaySeconds: 1, timeoutSeconds: 20 };

type Execution = { id: string; attempt: number; start: number; end: number; aborted: boolean };

/** Jobs run in any order: what the handlers saw, sorted by the address in the payload. */
const byAddress = <T extends { to: string }>(seen: readonly T[]): T[] => [...seen].sort((x, y) => x.to.localeCompare(y.to));

/** Starts `queue` with a handler of contract mails that records each run's id, address and attempt. */
async function recordingMails(queue: JobQueue<ContractJobs>): Promise<{ id: string; to: string; attempt: number }[]> {
  const seen: { id: string; to: string; attempt: number }[] = [];
  queue.handle("contract-mail", async (payload, run) => {
    seen.push({ id: run.id, to: payload.to, attempt: run.attempt });
  });
  await queue.start();
  return seen;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` passes, polling; fails with its last error after `timeout` ms. */
const eventually = (check: () => void | Promise<void>, timeout = 15_000) => vi.waitFor(check, { timeout, interval: 50 });

/**
 * A handler that records every execution and applies its effect once per job:
 * a delivery record keyed by the job id, checked before the effect and written
 * with it, as a mail job keeps a record of the message it sent.
 */
function recorder() {
  const executions: Execution[] = [];
  const deliveries = new Map<string, number>();
  let effects = 0;
  return {
    executions,
    deliveries,
    get effects() {
      return effects;
    },
    run(id: string, attempt: number, aborted = false) {
      const execution = { id, attempt, start: performance.now(), end: Number.POSITIVE_INFINITY, aborted };
      executions.push(execution);
      return execution;
    },
    deliverOnce(id: string) {
      if (deliveries.has(id)) return;
      deliveries.set(id, 1);
      effects++;
    },
    of: (id: string) => executions.filter((execution) => execution.id === id),
  };
}

/** The job queue port, run against the in-memory fake and pg-boss on PGlite and on the Postgres server alike. */
export function jobQueueContract(open: FreshFactory<JobQueueHarness>): void {
  describe("job queue port contract", () => {
    const harness = useFresh(open);

    it("runs an enqueued job once, with its payload, as its first attempt", async () => {
      const queue = harness().open({ policy: quick });
      const seen: { payload: unknown; id: string; name: string; attempt: number }[] = [];
      queue.handle("contract-mail", async (payload, run) => {
        seen.push({ payload, id: run.id, name: run.name, attempt: run.attempt });
      });
      await queue.start();
      const id = await queue.enqueue("contract-mail", { to: "pat@example.com" });
      await eventually(() => expect(seen).toHaveLength(1));
      await sleep(300);
      expect(seen).toEqual([{ payload: { to: "pat@example.com" }, id, name: "contract-mail", attempt: 1 }]);
      expect(await queue.failedJobs()).toEqual([]);
    });

    it("gives way while the process is busy: one job a second per name, never none, full speed after", async () => {
      let busy = true;
      const queue = harness().open({ policy: quick, concurrency: 2 });
      const started: number[] = [];
      queue.handle("contract-work", async () => {
        started.push(performance.now());
      });
      await queue.start({ isBusy: () => busy });
      for (let n = 0; n < 8; n++) await queue.enqueue("contract-work", { n });
      // Busy: a claim takes one job, though two could run; the next waits a second, yet comes.
      await eventually(() => expect(started.length).toBeGreaterThan(1));
      // Claims are a second apart; a handler may start late on a loaded machine, so only "not together" is asserted.
      expect(started.filter((at) => at - started[0]! < 500).length).toBe(1);
      expect(started.length).toBeLessThan(8);
      busy = false;
      const calm = performance.now();
      await eventually(() => expect(started).toHaveLength(8), 5_000);
      // Once calm, the rest is claimed back to back, not one job a second.
      expect(performance.now() - calm).toBeLessThan(2_500);
    });

    it("keeps what a transaction enqueued only when the transaction commits", async () => {
      const queue = harness().open({ policy: quick });
      const seen: string[] = [];
      queue.handle("contract-mail", async (payload) => {
        seen.push(payload.to);
      });
      await queue.start();
      await expect(
        harness().transaction(queue, async (jobs) => {
          await jobs.enqueue("contract-mail", { to: "rolled-back@example.com" });
          throw new Error("the order could not be stored");
        }),
      ).rejects.toThrow("the order could not be stored");
      const id = await harness().transaction(queue, (jobs) => jobs.enqueue("contract-mail", { to: "committed@example.com" }));
      expect(typeof id).toBe("string");
      await eventually(() => expect(seen).toEqual(["committed@example.com"]));
      await sleep(500);
      expect(seen).toEqual(["committed@example.com"]);
    });

    it("stores several jobs of one name together: each runs once with its own payload, under the id it was answered", async () => {
      const queue = harness().open({ policy: quick });
      const seen = await recordingMails(queue);
      const ids = await queue.enqueueAll("contract-mail", [{ to: "a@example.com" }, { to: "b@example.com" }, { to: "c@example.com" }]);
      expect(new Set(ids).size).toBe(3);
      await eventually(() => expect(seen).toHaveLength(3));
      await sleep(300);
      expect(byAddress(seen)).toEqual([
        { id: ids[0], to: "a@example.com", attempt: 1 },
        { id: ids[1], to: "b@example.com", attempt: 1 },
        { id: ids[2], to: "c@example.com", attempt: 1 },
      ]);
      expect(await queue.enqueueAll("contract-mail", [])).toEqual([]);
    });

    it("gives jobs stored together the ids drawn for them beforehand, each id new", async () => {
      const queue = harness().open({ policy: quick });
      const seen = await recordingMails(queue);
      const drawn = await harness().transaction(queue, async (jobs) => {
        const ids = jobs.newJobIds(2);
        expect(await jobs.enqueueAll("contract-mail", [{ to: "first@example.com" }, { to: "second@example.com" }], { ids })).toEqual(ids);
        return ids;
      });
      const more = queue.newJobIds(3);
      expect(new Set([...drawn, ...more]).size).toBe(5);
      await eventually(() => expect(seen).toHaveLength(2));
      expect(byAddress(seen)).toEqual([
        { id: drawn[0], to: "first@example.com", attempt: 1 },
        { id: drawn[1], to: "second@example.com", attempt: 1 },
      ]);
    });

    it("stores jobs enqueued together in a transaction only when it commits", async () => {
      const queue = harness().open({ policy: quick });
      const seen = await recordingMails(queue);
      await expect(
        harness().transaction(queue, async (jobs) => {
          await jobs.enqueueAll("contract-mail", [{ to: "rolled-back-1@example.com" }, { to: "rolled-back-2@example.com" }]);
          throw new Error("the label could not be stored");
        }),
      ).rejects.toThrow("the label could not be stored");
      const ids = await harness().transaction(queue, (jobs) =>
        jobs.enqueueAll("contract-mail", [{ to: "committed-1@example.com" }, { to: "committed-2@example.com" }]),
      );
      await eventually(() => expect(seen).toHaveLength(2));
      await sleep(500);
      expect(byAddress(seen)).toEqual([
        { id: ids[0], to: "committed-1@example.com", attempt: 1 },
        { id: ids[1], to: "committed-2@example.com", attempt: 1 },
      ]);
    });

    it("retries a job that fails twice with a growing delay; its effect happens once", async () => {
      const queue = harness().open({ policy: quick });
      const record = recorder();
      queue.handle("contract-mail", async (_payload, run) => {
        const execution = record.run(run.id, run.attempt);
        execution.end = performance.now();
        if (run.attempt <= 2) throw new Error(`provider down (attempt ${run.attempt})`);
        record.deliverOnce(run.id);
      });
      await queue.start();
      const id = await queue.enqueue("contract-mail", { to: "pat@example.com" });
      await eventually(() => expect(record.effects).toBe(1));
      await sleep(300);
      const runs = record.of(id);
      expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
      // 1 s before the first retry, 2 s before the second (each up to twice that); a little slack for timers.
      expect(runs[1]!.start - runs[0]!.end).toBeGreaterThanOrEqual(900);
      expect(runs[2]!.start - runs[1]!.end).toBeGreaterThanOrEqual(1900);
      expect(record.effects).toBe(1);
      expect(await queue.failedJobs()).toEqual([]);
    });

    it("fails a job for good after its last retry and lists it; a retry by hand runs it again", async () => {
      const queue = harness().open({ policy: { ...quick, retryLimit: 1 } });
      const attempts: number[] = [];
      let healthy = false;
      queue.handle("contract-work", async (_payload, run) => {
        attempts.push(run.attempt);
        if (!healthy) throw new Error(`still broken at attempt ${run.attempt}`);
      });
      await queue.start();
      const before = Date.now();
      const id = await queue.enqueue("contract-work", { n: 7 });
      await eventually(async () => expect((await queue.failedJobs()).map((job) => job.id)).toEqual([id]));
      const [failed] = await queue.failedJobs();
      expect(failed).toMatchObject({ id, name: "contract-work", payload: { n: 7 }, attempts: 2, error: "still broken at attempt 2" });
      expect(failed!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(failed!.failedAt.getTime()).toBeGreaterThanOrEqual(failed!.createdAt.getTime());
      await sleep(300);
      expect(attempts).toEqual([1, 2]);

      healthy = true;
      expect(await queue.retryFailedJob(id)).toBe(true);
      expect(await queue.retryFailedJob(id)).toBe(false);
      await eventually(() => expect(attempts).toEqual([1, 2, 3]));
      await eventually(async () => expect(await queue.failedJobs()).toEqual([]));
    });

    it("lets two processes share the store: each job runs once, never twice at once", async () => {
      const record = recorder();
      const queues = [harness().open({ policy: quick, concurrency: 3 }), harness().open({ policy: quick, concurrency: 3 })];
      for (const [index, queue] of queues.entries()) {
        queue.handle("contract-work", async (payload, run) => {
          const execution = record.run(run.id, run.attempt);
          await sleep(10 + ((payload.n * 7 + index * 13) % 40));
          execution.end = performance.now();
          record.deliverOnce(run.id);
        });
      }
      const ids = await Promise.all(Array.from({ length: 24 }, (_, n) => queues[n % 2]!.enqueue("contract-work", { n })));
      await Promise.all(queues.map((queue) => queue.start()));
      await eventually(() => expect(record.deliveries.size).toBe(24), 30_000);
      await sleep(300);
      expect(record.executions).toHaveLength(24);
      expect(new Set(record.executions.map((execution) => execution.id))).toEqual(new Set(ids));
      for (const id of ids) {
        const runs = record.of(id).sort((a, b) => a.start - b.start);
        for (let i = 1; i < runs.length; i++) expect(runs[i]!.start).toBeGreaterThanOrEqual(runs[i - 1]!.end);
      }
    });

    it("lets a running job finish when the process stops within the grace", async () => {
      const queue = harness().open({ policy: quick });
      const record = recorder();
      queue.handle("contract-work", async (_payload, run) => {
        const execution = record.run(run.id, run.attempt);
        await sleep(400);
        execution.end = performance.now();
        record.deliverOnce(run.id);
      });
      await queue.start();
      const id = await queue.enqueue("contract-work", { n: 1 });
      await eventually(() => expect(record.executions).toHaveLength(1));
      await queue.stop({ graceMs: 10_000 });
      expect(record.effects).toBe(1);

      // Nothing is left for the next process to run again.
      const next = harness().open({ policy: quick });
      next.handle("contract-work", async (_payload, run) => {
        record.run(run.id, run.attempt);
      });
      await next.start();
      await sleep(2500);
      expect(record.of(id).map((run) => run.attempt)).toEqual([1]);
    });

    it("aborts a job that outlasts the grace and hands it back to the next process", async () => {
      const queue = harness().open({ policy: quick });
      const record = recorder();
      queue.handle("contract-work", async (_payload, run) => {
        const execution = record.run(run.id, run.attempt);
        await new Promise((resolve) => run.signal.addEventListener("abort", resolve, { once: true }));
        execution.aborted = true;
        execution.end = performance.now();
        throw run.signal.reason;
      });
      await queue.start();
      const id = await queue.enqueue("contract-work", { n: 2 });
      await eventually(() => expect(record.executions).toHaveLength(1));
      await queue.stop({ graceMs: 200 });
      expect(record.of(id)).toMatchObject([{ attempt: 1, aborted: true }]);

      const next = harness().open({ policy: quick });
      next.handle("contract-work", async (_payload, run) => {
        const execution = record.run(run.id, run.attempt);
        execution.end = performance.now();
        record.deliverOnce(run.id);
      });
      await next.start();
      await eventually(() => expect(record.effects).toBe(1));
      expect(record.of(id).map((run) => run.attempt)).toEqual([1, 2]);
      expect(await next.failedJobs()).toEqual([]);
    });

    it("hands back a job whose run outlives its deadline, as when its process died, and runs it again", async () => {
      const policy = { ...quick, timeoutSeconds: 1 };
      const queue = harness().open({ policy, concurrency: 2 });
      const record = recorder();
      queue.handle("contract-work", async (_payload, run) => {
        const execution = record.run(run.id, run.attempt);
        if (run.attempt === 1) {
          // A hung run: it ignores its signal and outlives the deadline.
          await sleep(3500);
          execution.aborted = run.signal.aborted;
          execution.end = performance.now();
          return;
        }
        execution.end = performance.now();
        record.deliverOnce(run.id);
      });
      await queue.start();
      const id = await queue.enqueue("contract-work", { n: 3 });
      await eventually(() => expect(record.effects).toBe(1), 20_000);
      await eventually(() => expect(record.of(id)[0]!.aborted).toBe(true));
      const [hung, retried] = record.of(id);
      expect(retried!.attempt).toBe(2);
      // The retry came after the deadline of the hung run (1 s), not while it was still the run's to finish.
      expect(retried!.start - hung!.start).toBeGreaterThanOrEqual(1000);
      await sleep(300);
      expect(await queue.failedJobs()).toEqual([]);
      expect(record.of(id)).toHaveLength(2);
    });
  });
}
