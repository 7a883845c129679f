/**
 * @module Durable background jobs (decision record 0013). A job is stored
 * before anything runs it, so it survives a crash or a restart; it runs at
 * least once and, while its handler keeps to its deadline, never twice at
 * once. Handlers make their effect idempotent (a per-job delivery record),
 * which turns at-least-once runs into an effect that happens once.
 */

/** A value a job payload can hold: what JSON stores. */
export type JobJson = string | number | boolean | null | JobJson[] | { [key: string]: JobJson };

/** A job payload: a JSON object. */
export type JobPayload = { [key: string]: JobJson };

/** The jobs a queue knows: each job name with the payload its handler receives. */
export type JobCatalogue = Record<string, JobPayload>;

export type JobName<Jobs extends JobCatalogue> = keyof Jobs & string;

export type EnqueueOptions = {
  /** The job runs no earlier than this. */
  startAfter?: Date;
};

/** `ids`: one per payload, from `newJobIds`. */
export type EnqueueAllOptions = EnqueueOptions & { ids?: readonly string[] };

/**
 * Stores jobs. A unit of work hands out one bound to its own transaction:
 * what it enqueues is stored when the transaction commits and never when it
 * rolls back, so a change is never stored without the jobs it causes.
 */
export interface JobEnqueuer<Jobs extends JobCatalogue> {
  /** Stores the job and answers its id. */
  enqueue<Name extends JobName<Jobs>>(name: Name, payload: Jobs[Name], options?: EnqueueOptions): Promise<string>;
  /**
   * Stores one job of `name` for each payload, together (one statement on a
   * database), and answers their ids in the payloads' order: the `ids` given
   * (drawn with `newJobIds`), else new ones.
   */
  enqueueAll<Name extends JobName<Jobs>>(name: Name, payloads: readonly Jobs[Name][], options?: EnqueueAllOptions): Promise<string[]>;
  /** Ids for jobs about to be enqueued, so what refers to them can be written alongside the jobs instead of after them. */
  newJobIds(count: number): string[];
}

/** One run of a job, as its handler sees it. */
export type JobRun = {
  id: string;
  name: string;
  /** 1 for the first run, 2 for the first retry, and so on. */
  attempt: number;
  /**
   * Aborted when the run must end: its deadline (the policy's
   * `timeoutSeconds`) is near, or the worker is stopping and its grace is
   * over. A handler that settles after its deadline has its outcome
   * ignored; the queue hands the job back once the deadline has passed.
   */
  signal: AbortSignal;
};

/** Does the job's work; a throw or rejection is a failed run, retried with backoff. */
export type JobHandler<Payload> = (payload: Payload, run: JobRun) => Promise<void>;

/** A job that used up its retries, as the admin sees it. */
export type FailedJob = {
  id: string;
  name: string;
  payload: JobPayload;
  /** How many runs it had. */
  attempts: number;
  /** What the last run failed with. */
  error: string;
  createdAt: Date;
  failedAt: Date;
};

export type StopOptions = {
  /** How long running jobs may take to finish before they are handed back; default 10 s. */
  graceMs?: number;
};

export type StartOptions = {
  /**
   * Background work gives way to requests: while this answers true (the
   * process is busy answering), each job name claims at most one job a
   * second instead of as fast as jobs come. Nothing waits for ever; the
   * rest runs at full speed once the rush is over.
   */
  isBusy?: () => boolean;
};

/**
 * The job queue of one process: it enqueues outside any transaction, runs
 * the handlers registered with it once started, and lists what failed.
 * Any number of processes may share one store: each job runs in one of
 * them at a time.
 */
export interface JobQueue<Jobs extends JobCatalogue> extends JobEnqueuer<Jobs> {
  /** Registers the handler of one job name; before `start`. Jobs with no handler here wait for a process that has one. */
  handle<Name extends JobName<Jobs>>(name: Name, handler: JobHandler<Jobs[Name]>): void;
  /** Starts taking jobs. */
  start(options?: StartOptions): Promise<void>;
  /**
   * Stops taking jobs, lets the running ones finish within the grace, then
   * aborts the rest and hands them back (a failed run: another process, or
   * this one after a restart, runs them again after the backoff).
   */
  stop(options?: StopOptions): Promise<void>;
  /** Jobs that used up their retries, newest failure first. */
  failedJobs(): Promise<FailedJob[]>;
  /** Gives a failed job one more run; false when there is no such failed job. */
  retryFailedJob(id: string): Promise<boolean>;
}
