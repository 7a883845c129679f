import { type JobPolicy, checkJobPolicy, defaultJobPolicy, retryDelaySeconds } from "../jobs/job-policy.ts";
import { type ClaimedJob, type JobClaims, JobRunner } from "../jobs/job-runner.ts";
import type {
  EnqueueAllOptions,
  EnqueueOptions,
  FailedJob,
  JobCatalogue,
  JobEnqueuer,
  JobHandler,
  JobName,
  JobPayload,
  JobQueue,
  StartOptions,
  StopOptions,
} from "../ports/job-queue.port.ts";

type StoredJob = {
  id: string;
  name: string;
  payload: JobPayload;
  state: "created" | "retry" | "active" | "completed" | "failed";
  policy: JobPolicy;
  /** Runs after the first so far (pg-boss's retry_count). */
  retries: number;
  startedOnce: boolean;
  startAfter: number;
  startedAt: number;
  createdAt: Date;
  finishedAt: Date | null;
  error: string | null;
};

/**
 * The jobs, in a map: what the Postgres tables are to pg-boss. Several
 * fake queues over one store stand for several processes on one database.
 * A claim happens in one synchronous step, so two never take one job.
 */
export class InMemoryJobStore implements JobClaims {
  readonly jobs = new Map<string, StoredJob>();
  private nextId = 1;

  drawId(): string {
    return `job-${this.nextId++}`;
  }

  insert(name: string, payload: JobPayload, policy: JobPolicy, options: EnqueueOptions = {}, id = this.drawId()): string {
    const now = Date.now();
    this.jobs.set(id, {
      id,
      name,
      // Stored as JSON, as Postgres stores it: the handler gets a copy.
      payload: JSON.parse(JSON.stringify(payload)) as JobPayload,
      state: "created",
      policy,
      retries: 0,
      startedOnce: false,
      startAfter: options.startAfter?.getTime() ?? now,
      startedAt: 0,
      createdAt: new Date(now),
      finishedAt: null,
      error: null,
    });
    return id;
  }

  async claim(name: string, max: number): Promise<ClaimedJob[]> {
    const now = Date.now();
    this.expire(now);
    const due = [...this.jobs.values()]
      .filter((job) => job.name === name && (job.state === "created" || job.state === "retry") && job.startAfter <= now)
      .slice(0, max);
    return due.map((job) => {
      if (job.startedOnce) job.retries++;
      job.startedOnce = true;
      job.state = "active";
      job.startedAt = now;
      return {
        id: job.id,
        name,
        payload: JSON.parse(JSON.stringify(job.payload)) as JobPayload,
        attempt: job.retries + 1,
        timeoutSeconds: job.policy.timeoutSeconds,
      };
    });
  }

  async complete(_name: string, id: string): Promise<void> {
    const job = this.jobs.get(id);
    if (job?.state !== "active") return;
    job.state = "completed";
    job.finishedAt = new Date();
  }

  async fail(_name: string, id: string, error: string): Promise<void> {
    const job = this.jobs.get(id);
    if (!job || job.state === "completed" || job.state === "failed") return;
    job.error = error;
    if (job.retries < job.policy.retryLimit) {
      job.state = "retry";
      job.startAfter = Date.now() + retryDelaySeconds(job.policy, job.retries + 1, Math.random()) * 1000;
    } else {
      job.state = "failed";
      job.finishedAt = new Date();
    }
  }

  /** What pg-boss's maintenance does: a run past its deadline counts as failed. */
  private expire(now: number): void {
    for (const job of this.jobs.values()) {
      if (job.state === "active" && job.startedAt + job.policy.timeoutSeconds * 1000 < now) void this.fail(job.name, job.id, "the run timed out");
    }
  }

  failed(): FailedJob[] {
    return [...this.jobs.values()]
      .filter((job) => job.state === "failed")
      .sort((a, b) => b.finishedAt!.getTime() - a.finishedAt!.getTime())
      .map((job) => ({
        id: job.id,
        name: job.name,
        payload: job.payload,
        attempts: job.retries + 1,
        error: job.error ?? "",
        createdAt: job.createdAt,
        failedAt: job.finishedAt!,
      }));
  }

  retryFailed(id: string): boolean {
    const job = this.jobs.get(id);
    if (job?.state !== "failed") return false;
    job.state = "retry";
    job.policy = { ...job.policy, retryLimit: job.policy.retryLimit + 1 };
    job.finishedAt = null;
    return true;
  }
}

export type InMemoryJobQueueOptions = {
  /** Shared by the queues that stand for processes on one database; a new one by default. */
  store?: InMemoryJobStore;
  policy?: JobPolicy;
  pollingIntervalMs?: number;
  concurrency?: number;
  onError?: (error: unknown, context: string) => void;
};

/** A job queue over an in-memory store, for core tests; the same runner as the Postgres queue. */
export class InMemoryJobQueue<Jobs extends JobCatalogue> implements JobQueue<Jobs> {
  readonly store: InMemoryJobStore;
  private readonly policy: JobPolicy;
  private readonly runner: JobRunner;

  constructor(options: InMemoryJobQueueOptions = {}) {
    this.store = options.store ?? new InMemoryJobStore();
    this.policy = checkJobPolicy(options.policy ?? defaultJobPolicy);
    this.runner = new JobRunner(this.store, {
      pollingIntervalMs: options.pollingIntervalMs ?? 50,
      concurrency: options.concurrency ?? 4,
      onError: options.onError ?? (() => {}),
    });
  }

  async enqueue<Name extends JobName<Jobs>>(name: Name, payload: Jobs[Name], options?: EnqueueOptions): Promise<string> {
    const id = this.store.insert(name, payload, this.policy, options);
    this.runner.nudge(name);
    return id;
  }

  async enqueueAll<Name extends JobName<Jobs>>(name: Name, payloads: readonly Jobs[Name][], options: EnqueueAllOptions = {}): Promise<string[]> {
    const ids = payloads.map((payload, index) => this.store.insert(name, payload, this.policy, options, options.ids?.[index] ?? this.store.drawId()));
    this.runner.nudge(name);
    return ids;
  }

  newJobIds(count: number): string[] {
    return Array.from({ length: count }, () => this.store.drawId());
  }

  /**
   * The enqueuer of a unit of work: what it enqueues reaches the store only
   * when the unit commits. An in-memory unit calls `commit` after its work
   * succeeded and drops the staging otherwise.
   */
  staged(): { jobs: JobEnqueuer<Jobs>; commit(): void } {
    const pending: (() => void)[] = [];
    const enqueue: JobEnqueuer<Jobs>["enqueue"] = async (name, payload, options) => {
      // The id is drawn at once, as Postgres draws it inside the transaction.
      const id = this.store.drawId();
      pending.push(() => {
        this.store.insert(name, payload, this.policy, options, id);
        this.runner.nudge(name);
      });
      return id;
    };
    const jobs: JobEnqueuer<Jobs> = {
      enqueue,
      enqueueAll: async (name, payloads, options = {}) => {
        const ids = payloads.map((_, index) => options.ids?.[index] ?? this.store.drawId());
        pending.push(() => {
          for (const [index, payload] of payloads.entries()) this.store.insert(name, payload, this.policy, options, ids[index]);
          this.runner.nudge(name);
        });
        return ids;
      },
      newJobIds: (count) => this.newJobIds(count),
    };
    const commit = () => {
      for (const insert of pending.splice(0)) insert();
    };
    return { jobs, commit };
  }

  handle<Name extends JobName<Jobs>>(name: Name, handler: JobHandler<Jobs[Name]>): void {
    this.runner.handle(name, handler as unknown as JobHandler<JobPayload>);
  }

  async start(options?: StartOptions): Promise<void> {
    this.runner.start(options);
  }

  stop(options?: StopOptions): Promise<void> {
    return this.runner.stop(options);
  }

  async failedJobs(): Promise<FailedJob[]> {
    return this.store.failed();
  }

  async retryFailedJob(id: string): Promise<boolean> {
    return this.store.retryFailed(id);
  }
}
