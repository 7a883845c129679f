/**
 * @module The worker side of a job queue, the same over any store: it polls
 * each job name that has a handler, runs up to `concurrency` jobs of a name
 * at once (while the process is busy, one a second), gives every run a
 * deadline, and on stop lets running jobs finish within a grace before it
 * aborts them and hands them back. The store (pg-boss on Postgres, a map in
 * the fake) decides which job a claim gets, so two runners on one store
 * never claim one job twice at once.
 */
import type { JobHandler, JobPayload, StartOptions, StopOptions } from "../ports/job-queue.port.ts";
import { errorMessage } from "../shared/error-message.ts";

/** A job a claim handed to this runner: it is the runner's until completed, failed or timed out. */
export type ClaimedJob = { id: string; name: string; payload: JobPayload; attempt: number; timeoutSeconds: number };

/** What a runner needs of a store. */
export interface JobClaims {
  /** Marks up to `max` due jobs of the name as running and answers them; none that another claim holds. */
  claim(name: string, max: number): Promise<ClaimedJob[]>;
  /** Marks the run done; the job never runs again. */
  complete(name: string, id: string): Promise<void>;
  /** Marks the run failed: the job is retried after the backoff, or failed for good when out of retries. */
  fail(name: string, id: string, error: string): Promise<void>;
}

export type JobRunnerOptions = {
  /** How often an idle name asks the store for due jobs. */
  pollingIntervalMs: number;
  /** Jobs of one name this runner runs at once. */
  concurrency: number;
  /** Told of what the runner cannot hand to anyone: a store that could not be reached, a handler that ran past its deadline. */
  onError: (error: unknown, context: string) => void;
};

type Run = { name: string; id: string; controller: AbortController; settled: Promise<void>; handedBack: boolean };

const DEFAULT_GRACE_MS = 10_000;
/** While the process is busy, how long a job name waits between two claims (of one job each). */
export const BUSY_CLAIM_INTERVAL_MS = 1_000;
/** After the grace, how long aborted runs get to settle before they are handed back as they are. */
const ABORT_GRACE_MS = 1_000;
/** While a name's claims keep failing (the database is away), how often the failure is told again. */
export const CLAIM_FAILURE_REPEAT_MS = 60_000;

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler<JobPayload>>();
  private readonly running = new Map<string, Run>();
  private readonly wakers = new Map<string, () => void>();
  private loops: Promise<void>[] = [];
  private state: "idle" | "running" | "stopping" | "stopped" = "idle";
  private isBusy: () => boolean = () => false;
  private readonly lastClaimAt = new Map<string, number>();
  /** Per name whose claims are failing: when the failure was last told. */
  private readonly claimFailureToldAt = new Map<string, number>();

  constructor(
    private readonly store: JobClaims,
    private readonly options: JobRunnerOptions,
  ) {}

  handle(name: string, handler: JobHandler<JobPayload>): void {
    if (this.state !== "idle") throw new Error(`register the handler of "${name}" before the queue starts`);
    if (this.handlers.has(name)) throw new Error(`"${name}" has a handler already`);
    this.handlers.set(name, handler);
  }

  start(options: StartOptions = {}): void {
    if (this.state !== "idle") return;
    if (options.isBusy) this.isBusy = options.isBusy;
    this.state = "running";
    this.loops = [...this.handlers.keys()].map((name) => this.loop(name));
  }

  /** Asks the loop of the name, if this runner has one, to look for jobs now. */
  nudge(name: string): void {
    this.wakers.get(name)?.();
  }

  async stop(options: StopOptions = {}): Promise<void> {
    if (this.state === "idle") this.state = "stopped";
    if (this.state !== "running") return;
    this.state = "stopping";
    for (const wake of this.wakers.values()) wake();
    // A claim under way still hands its jobs over: they run within the grace like the others.
    await Promise.all(this.loops);
    if (!(await this.settleWithin(options.graceMs ?? DEFAULT_GRACE_MS))) {
      for (const run of this.running.values()) run.controller.abort(new Error("the worker is stopping"));
      await this.settleWithin(ABORT_GRACE_MS);
    }
    // A run that ignored its signal is handed back as it is; whatever it does later is not recorded.
    for (const run of [...this.running.values()]) {
      run.handedBack = true;
      this.running.delete(run.id);
      await this.store
        .fail(run.name, run.id, "the worker stopped before the job finished")
        .catch((error) => this.options.onError(error, `handing back ${run.name} ${run.id}`));
    }
    this.state = "stopped";
  }

  private async settleWithin(ms: number): Promise<boolean> {
    if (this.running.size === 0) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const settled = Promise.all([...this.running.values()].map((run) => run.settled)).then(() => true as const);
    const outcome = await Promise.race([settled, timeout]);
    clearTimeout(timer);
    return outcome;
  }

  private async loop(name: string): Promise<void> {
    while (this.state === "running") {
      const free = this.options.concurrency - this.runningOf(name);
      const wait = this.busyWaitOf(name);
      if (free > 0 && wait > 0) {
        await this.pause(name, wait);
        continue;
      }
      if (free > 0) {
        // While busy, one job a claim: a batch of mails run together held up the requests for tens of milliseconds.
        const wanted = this.isBusy() ? 1 : free;
        const claimedAt = performance.now();
        this.lastClaimAt.set(name, claimedAt);
        const jobs = await this.store.claim(name, wanted).then(
          (claimed) => {
            this.claimFailureToldAt.delete(name);
            return claimed;
          },
          (error: unknown) => {
            this.tellClaimFailure(name, error);
            return [];
          },
        );
        for (const job of jobs) this.launch(job, claimedAt);
        // A full claim means more may be due: ask again at once (while busy, a second later).
        if (jobs.length > 0 && jobs.length === wanted) continue;
      }
      await this.pause(name);
    }
    this.wakers.delete(name);
  }

  /** A database that is away fails every poll of every name: told once, then once a minute while it lasts. */
  private tellClaimFailure(name: string, error: unknown): void {
    const now = performance.now();
    const toldAt = this.claimFailureToldAt.get(name);
    if (toldAt !== undefined && now - toldAt < CLAIM_FAILURE_REPEAT_MS) return;
    this.claimFailureToldAt.set(name, now);
    this.options.onError(error, toldAt === undefined ? `claiming ${name} jobs` : `claiming ${name} jobs (still failing)`);
  }

  /** How long the name should still wait before its next claim: nothing unless the process is busy. */
  private busyWaitOf(name: string): number {
    if (!this.isBusy()) return 0;
    const since = performance.now() - (this.lastClaimAt.get(name) ?? Number.NEGATIVE_INFINITY);
    return Math.max(0, BUSY_CLAIM_INTERVAL_MS - since);
  }

  private pause(name: string, ms = this.options.pollingIntervalMs): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakers.set(name, done);
    });
  }

  private runningOf(name: string): number {
    let count = 0;
    for (const run of this.running.values()) if (run.name === name) count++;
    return count;
  }

  private launch(job: ClaimedJob, claimedAt: number): void {
    const handler = this.handlers.get(job.name);
    if (!handler) return;
    const controller = new AbortController();
    const timeoutMs = job.timeoutSeconds * 1000;
    // The store hands the job back once timeoutMs have passed since the claim;
    // the handler is told a little before, and an outcome after the last
    // second is no longer this run's to record (another may have the job).
    const abortTimer = setTimeout(() => controller.abort(new Error("the job's deadline is near")), timeoutMs * 0.9);
    const lateAt = claimedAt + timeoutMs - Math.min(1000, timeoutMs * 0.05);
    const run: Run = { name: job.name, id: job.id, controller, settled: Promise.resolve(), handedBack: false };
    run.settled = (async () => {
      let failure: string | undefined;
      try {
        await handler(job.payload, { id: job.id, name: job.name, attempt: job.attempt, signal: controller.signal });
      } catch (error) {
        failure = errorMessage(error);
      }
      clearTimeout(abortTimer);
      if (run.handedBack) return;
      this.running.delete(job.id);
      if (performance.now() >= lateAt) {
        this.options.onError(new Error(`${job.name} ${job.id} ran past its ${job.timeoutSeconds} s deadline; the queue hands it back`), "deadline");
      } else {
        const outcome = failure === undefined ? this.store.complete(job.name, job.id) : this.store.fail(job.name, job.id, failure);
        // Unrecorded, the job stays claimed until its deadline, then runs again: at least once.
        await outcome.catch((error: unknown) => this.options.onError(error, `recording the run of ${job.name} ${job.id}`));
      }
      this.nudge(job.name);
    })();
    this.running.set(job.id, run);
  }
}
