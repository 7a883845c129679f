/**
 * @module The job queue on Postgres: pg-boss 10 (decision record 0013) over
 * the app's own database connection, PGlite or postgres.js, through pg-boss's
 * `db.executeSql` option. pg-boss stores the jobs, hands each due one to one
 * claim (FOR UPDATE SKIP LOCKED), retries with backoff, fails jobs whose run
 * timed out and keeps failed jobs; core's JobRunner runs the handlers.
 */
import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import { type JobPolicy, checkJobPolicy, defaultJobPolicy } from "@stringing/core/jobs/job-policy";
import { type ClaimedJob, type JobClaims, JobRunner } from "@stringing/core/jobs/job-runner";
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
} from "@stringing/core/ports/job-queue.port";
import type { DatabaseHandle, Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { claimOrderIndex, withClaimOrder } from "./job-claim-order.ts";
import { runStatementText } from "./statement-text.ts";

export type PgBossJobQueueOptions<Jobs extends JobCatalogue> = {
  /** Every job name of the app: pg-boss keeps one queue (a table partition) per name, created by `install`. */
  names: readonly JobName<Jobs>[];
  policy?: JobPolicy;
  /** How often an idle job name asks for due jobs; default 2 s. */
  pollingIntervalMs?: number;
  /** Jobs of one name this process runs at once; default 4. */
  concurrency?: number;
  /** How often pg-boss hands back timed-out runs and archives old jobs (whichever instance gets to it first); default 60 s. */
  maintenanceIntervalSeconds?: number;
  /** How long failed jobs stay listed for the admin; default 30 days. */
  keepFailedDays?: number;
  /** Postgres schema of pg-boss's tables; default "pgboss". */
  schema?: string;
  /**
   * The database is this process's alone (PGlite): a job found active at
   * start was the run of a process that died, and is handed back at once,
   * as a failed run, instead of waiting out its timeout.
   */
  soleProcess?: boolean;
  onError?: (error: unknown, context: string) => void;
};

type Row = Record<string, unknown>;
type BossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }> };

/** pg-boss's values as its own driver (`pg`) would send them: objects as JSON, undefined as null. */
function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    return JSON.stringify(value);
  }
  return value;
}

/** pg-boss's parameterised statement runs as written, on any executor, a transaction's included. */
function query(executor: Pick<Executor, "execute">, text: string, values: readonly unknown[]): Promise<Row[]> {
  return runStatementText(executor, text, values.map(toParameter));
}

/** pg-boss's statements on a transaction of the app's (its own statements with parameters, as pg-boss's `db` option wants). */
const bossDbOver = (transaction: Pick<Executor, "execute">): BossDb => ({
  executeSql: async (text, values) => ({ rows: await query(transaction, text, values ?? []) }),
});

/** pg-boss's ids are UUIDs; drawn here, a job's id is known before its insert is sent. */
const newJobIds = (count: number): string[] => Array.from({ length: count }, () => randomUUID());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class PgBossJobQueue<Jobs extends JobCatalogue> implements JobQueue<Jobs> {
  private boss: PgBoss;
  private readonly bossDb: BossDb;
  private readonly policy: JobPolicy;
  private readonly runner: JobRunner;
  private readonly schema: string;
  private readonly onError: (error: unknown, context: string) => void;
  private started = false;

  constructor(
    private readonly database: Pick<DatabaseHandle, "db" | "runScript">,
    private readonly options: PgBossJobQueueOptions<Jobs>,
  ) {
    this.policy = checkJobPolicy(options.policy ?? defaultJobPolicy);
    this.schema = options.schema ?? "pgboss";
    this.onError = options.onError ?? ((error, context) => console.error(`[jobs] ${context}:`, error));
    this.bossDb = {
      // Statements with parameters go through drizzle; pg-boss's scripts (schema, maintenance) carry their own BEGIN.
      executeSql: async (text, values) => ({ rows: values?.length ? await query(database.db, text, values) : await database.runScript(text) }),
    };
    this.boss = this.newBoss({ supervise: true });
    const claims: JobClaims = {
      claim: (name, max) => this.claim(name, max),
      complete: async (name, id) => {
        await this.boss.complete(name, id);
      },
      fail: async (name, id, error) => {
        await this.boss.fail(name, id, { message: error });
      },
    };
    this.runner = new JobRunner(claims, {
      pollingIntervalMs: options.pollingIntervalMs ?? 2000,
      concurrency: options.concurrency ?? 4,
      onError: this.onError,
    });
  }

  private newBoss(options: { supervise: boolean }): PgBoss {
    const boss = new PgBoss({
      db: this.bossDb as PgBoss.Db,
      schema: this.schema,
      supervise: options.supervise,
      // The schema is made by `install`, under the app's start-up lock.
      migrate: !options.supervise,
      // No cron schedules: nothing of pg-boss's polls that the app did not ask for.
      schedule: false,
      maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds ?? 60,
      archiveFailedAfterSeconds: (this.options.keepFailedDays ?? 30) * 24 * 3600,
    });
    boss.on("error", (error) => this.onError(error, "pg-boss"));
    return boss;
  }

  private get queueOptions() {
    return { retryLimit: this.policy.retryLimit, retryDelay: this.policy.retryDelaySeconds, retryBackoff: true, expireInSeconds: this.policy.timeoutSeconds };
  }

  /** Creates (or migrates) pg-boss's tables and the queue of every job name, with the policy; at start-up, before anything enqueues. */
  async install(): Promise<void> {
    const installer = this.newBoss({ supervise: false });
    await installer.start();
    try {
      // One read instead of two statements a name at every start: only a new name or a changed policy writes.
      const installed = new Map((await installer.getQueues()).map((queue) => [queue.name, queue]));
      const options = this.queueOptions;
      for (const name of this.options.names) {
        const queue = installed.get(name);
        const current =
          queue?.policy === "standard" &&
          queue.retryLimit === options.retryLimit &&
          queue.retryDelay === options.retryDelay &&
          queue.retryBackoff === options.retryBackoff &&
          queue.expireInSeconds === options.expireInSeconds;
        if (current) continue;
        if (!queue) await installer.createQueue(name, { name, ...options });
        await installer.updateQueue(name, { name, ...options });
      }
      await this.bossDb.executeSql(claimOrderIndex(this.schema));
    } finally {
      await installer.stop({ graceful: false, close: false });
    }
  }

  private async send(db: BossDb | undefined, name: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<string> {
    const id = await this.boss.send(name, payload, {
      ...this.queueOptions,
      ...(options.startAfter ? { startAfter: options.startAfter.toISOString() } : {}),
      ...(db ? { db: db as PgBoss.Db } : {}),
    });
    if (!id) throw new Error(`no queue for the job "${name}": is it among the names given to the queue, and was the queue installed?`);
    return id;
  }

  /**
   * Several jobs of one name in one statement (pg-boss's `insert`). Their ids
   * are drawn here, as `insert` answers none; the queue's policy goes with
   * each job, as `send` gives it.
   */
  private async insertAll(db: BossDb | undefined, name: string, payloads: readonly JobPayload[], options: EnqueueAllOptions = {}): Promise<string[]> {
    if (!this.options.names.includes(name as JobName<Jobs>)) {
      throw new Error(`no queue for the job "${name}": is it among the names given to the queue, and was the queue installed?`);
    }
    const jobs = payloads.map((data, index) => ({
      id: options.ids?.[index] ?? randomUUID(),
      name,
      data,
      ...this.queueOptions,
      ...(options.startAfter ? { startAfter: options.startAfter.toISOString() } : {}),
    }));
    if (jobs.length) await this.boss.insert(jobs, db ? { db: db as PgBoss.Db } : {});
    return jobs.map((job) => job.id);
  }

  async enqueue<Name extends JobName<Jobs>>(name: Name, payload: Jobs[Name], options?: EnqueueOptions): Promise<string> {
    const id = await this.send(undefined, name, payload, options);
    this.runner.nudge(name);
    return id;
  }

  async enqueueAll<Name extends JobName<Jobs>>(name: Name, payloads: readonly Jobs[Name][], options?: EnqueueAllOptions): Promise<string[]> {
    const ids = await this.insertAll(undefined, name, payloads, options);
    this.runner.nudge(name);
    return ids;
  }

  newJobIds(count: number): string[] {
    return newJobIds(count);
  }

  /** The enqueuer of a unit of work: it writes the job with the unit's transaction, so the job exists exactly when the unit commits. */
  enqueuerFor(transaction: Pick<Executor, "execute">): JobEnqueuer<Jobs> {
    const db = bossDbOver(transaction);
    return new PgBossTransactionEnqueuer<Jobs>(
      (name, payload, options) => this.send(db, name, payload, options),
      (name, payloads, options) => this.insertAll(db, name, payloads, options),
    );
  }

  handle<Name extends JobName<Jobs>>(name: Name, handler: JobHandler<Jobs[Name]>): void {
    this.runner.handle(name, handler as unknown as JobHandler<JobPayload>);
  }

  async start(options?: StartOptions): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      await this.boss.start();
    } catch (error) {
      // A pg-boss whose start failed (its database away) never starts: the next start() begins with a fresh one.
      this.boss = this.newBoss({ supervise: true });
      this.started = false;
      throw error;
    }
    if (this.options.soleProcess) await this.handBackDeadRuns();
    this.runner.start(options);
  }

  /** Fails every active job, as the runner does at stop with a run that outlived its grace: it is retried with the backoff. */
  private async handBackDeadRuns(): Promise<void> {
    const active = await query(this.database.db, `select id, name from ${this.schema}.job where state = 'active' and name = any($1::text[])`, [
      [...this.options.names],
    ]);
    // At most `concurrency` a name: one statement each.
    for (const job of active) {
      await this.boss.fail(String(job.name), String(job.id), { message: "the process running it stopped before the job finished" });
    }
  }

  async stop(options?: StopOptions): Promise<void> {
    await this.runner.stop(options);
    if (this.started) await this.boss.stop({ graceful: false, close: false });
    this.started = false;
  }

  private async claim(name: string, max: number): Promise<ClaimedJob[]> {
    const jobs = await withClaimOrder(this.database.db, (transaction) =>
      this.boss.fetch<JobPayload>(name, { batchSize: max, includeMetadata: true, db: bossDbOver(transaction) as PgBoss.Db }),
    );
    return jobs.map((job) => ({ id: job.id, name, payload: job.data, attempt: job.retryCount + 1, timeoutSeconds: Number(job.expireInSeconds) }));
  }

  /** pg-boss has no listing of failed jobs; this reads its job table, where they stay for `keepFailedDays`. */
  async failedJobs(): Promise<FailedJob[]> {
    const rows = await query(
      this.database.db,
      `select id, name, data, retry_count, output, created_on, completed_on
       from ${this.schema}.job
       where state = 'failed' and name = any($1::text[])
       order by completed_on desc, id`,
      [[...this.options.names]],
    );
    return rows.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      payload: row.data as JobPayload,
      attempts: Number(row.retry_count) + 1,
      error: String((row.output as { message?: unknown } | null)?.message ?? ""),
      createdAt: new Date(row.created_on as string | Date),
      failedAt: new Date(row.completed_on as string | Date),
    }));
  }

  async retryFailedJob(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const [failed] = await query(this.database.db, `select name from ${this.schema}.job where id = $1 and state = 'failed'`, [id]);
    if (!failed) return false;
    await this.boss.retry(String(failed.name), id);
    return true;
  }
}

class PgBossTransactionEnqueuer<Jobs extends JobCatalogue> implements JobEnqueuer<Jobs> {
  constructor(
    private readonly send: (name: string, payload: JobPayload, options?: EnqueueOptions) => Promise<string>,
    private readonly insertAll: (name: string, payloads: readonly JobPayload[], options?: EnqueueAllOptions) => Promise<string[]>,
  ) {}

  enqueue<Name extends JobName<Jobs>>(name: Name, payload: Jobs[Name], options?: EnqueueOptions): Promise<string> {
    return this.send(name, payload, options);
  }

  enqueueAll<Name extends JobName<Jobs>>(name: Name, payloads: readonly Jobs[Name][], options?: EnqueueAllOptions): Promise<string[]> {
    return this.insertAll(name, payloads, options);
  }

  newJobIds(count: number): string[] {
    return newJobIds(count);
  }
}

translateStorageErrorsOf(PgBossJobQueue);
translateStorageErrorsOf(PgBossTransactionEnqueuer);
