import { createRequire } from "node:module";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ContractJobs, contractJobNames, jobQueueContract } from "@stringing/core/testing/contracts/job-queue-contract";
import type { Executor } from "./db.ts";
import { withClaimOrder } from "./job-claim-order.ts";
import { PgBossJobQueue } from "./pg-boss-job-queue.ts";
import { rowsOf } from "./rows-of.ts";
import { subscribers } from "./schema/index.ts";
import { runStatementText } from "./statement-text.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";

const quick = { retryLimit: 3, retryDelaySeconds: 1, timeoutSeconds: 20 };

/** pg-boss's own statements (it exports none of them). */
const pgBossPlans = createRequire(import.meta.url)("pg-boss/src/plans.js") as {
  fetchNextJob(schema: string): (options: { includeMetadata: boolean }) => string;
};

type PlanNode = { "Relation Name"?: string; "Actual Rows": number; "Actual Loops": number; Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) plan, depth first. */
function nodesOf(explained: unknown): PlanNode[] {
  const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];
  return walk((explained as [{ Plan: PlanNode }])[0].Plan);
}

for (const target of testDatabaseTargets()) {
  describe(`PgBossJobQueue against the port contract on ${target.name}`, () => {
    const database = useTestDatabase(target);
    beforeAll(() => new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames }).install());

    jobQueueContract(async () => {
      const { handle } = database();
      await handle.db.execute(sql`truncate pgboss.job, pgboss.archive`);
      const opened: PgBossJobQueue<ContractJobs>[] = [];
      return {
        subject: {
          open({ policy, concurrency }) {
            // Each queue stands for one process on the database; short polling and maintenance so a test sees retries in seconds.
            const queue = new PgBossJobQueue<ContractJobs>(handle, {
              names: contractJobNames,
              policy,
              concurrency: concurrency ?? 4,
              pollingIntervalMs: 100,
              maintenanceIntervalSeconds: 1,
              onError: () => {},
            });
            opened.push(queue);
            return queue;
          },
          transaction: (queue, work) => handle.db.transaction((tx) => work((queue as PgBossJobQueue<ContractJobs>).enqueuerFor(tx))),
        },
        dispose: async () => {
          await Promise.all(opened.map((queue) => queue.stop({ graceMs: 0 })));
        },
      };
    });
  });

  describe(`PgBossJobQueue on ${target.name}`, () => {
    const database = useTestDatabase(target);
    let queue: PgBossJobQueue<ContractJobs>;
    beforeAll(async () => {
      await new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames }).install();
    });
    afterEach(async () => {
      await queue?.stop({ graceMs: 0 });
      await emptyAllTables(database().handle.db);
      await database().handle.db.execute(sql`truncate pgboss.job, pgboss.archive`);
    });

    it("stores a job exactly when the row written in the same transaction is stored", async () => {
      const { db } = database().handle;
      queue = new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames, policy: quick, pollingIntervalMs: 100, onError: () => {} });
      const mailed: string[] = [];
      queue.handle("contract-mail", async ({ to }) => {
        mailed.push(to);
      });
      await queue.start();
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(subscribers).values({ email: "lost@example.com" });
          await queue.enqueuerFor(tx).enqueue("contract-mail", { to: "lost@example.com" });
          throw new Error("rolled back after both writes");
        }),
      ).rejects.toThrow("rolled back");
      await db.transaction(async (tx) => {
        await tx.insert(subscribers).values({ email: "kept@example.com" });
        await queue.enqueuerFor(tx).enqueue("contract-mail", { to: "kept@example.com" });
      });
      await vi.waitFor(() => expect(mailed).toEqual(["kept@example.com"]), { timeout: 10_000 });
      expect(await db.select({ email: subscribers.email }).from(subscribers)).toEqual([{ email: "kept@example.com" }]);
      const jobs: unknown = await db.execute(sql`select data->>'to' as "to" from pgboss.job`);
      expect(Array.isArray(jobs) ? [...jobs] : (jobs as { rows: unknown[] }).rows).toEqual([{ to: "kept@example.com" }]);
    });

    // Only a server has other connections: on PGlite the transaction has the one connection to itself.
    it.skipIf(target.name === "pglite")("gives no worker a job whose transaction has not committed yet", async () => {
      const { db } = database().handle;
      queue = new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames, policy: quick, pollingIntervalMs: 50, onError: () => {} });
      const mailed: string[] = [];
      queue.handle("contract-mail", async ({ to }) => {
        mailed.push(to);
      });
      await queue.start();
      let committedAt = 0;
      await db.transaction(async (tx) => {
        await tx.insert(subscribers).values({ email: "slow@example.com" });
        await queue.enqueuerFor(tx).enqueue("contract-mail", { to: "slow@example.com" });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(mailed).toEqual([]);
        committedAt = Date.now();
      });
      await vi.waitFor(() => expect(mailed).toEqual(["slow@example.com"]), { timeout: 10_000 });
      expect(Date.now()).toBeGreaterThanOrEqual(committedAt);
      expect(await db.select().from(subscribers).where(eq(subscribers.email, "slow@example.com"))).toHaveLength(1);
    });

    it("runs pg-boss's scripts on the app's connection and leaves it clean when one fails", async () => {
      const { handle } = database();
      await expect(handle.runScript("begin; select 1; select 1 / 0; commit;")).rejects.toThrow(/division by zero/);
      expect(await handle.runScript("select 41 + 1 as answer")).toEqual([{ answer: 42 }]);
      await expect(handle.db.execute(sql`select 1`)).resolves.toBeDefined();
    });

    it("refuses to enqueue a job whose name has no queue, rather than dropping it", async () => {
      queue = new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames, onError: () => {} });
      await expect(queue.enqueue("not-installed" as "contract-mail", { to: "x@example.com" })).rejects.toThrow(/no queue for the job "not-installed"/);
      await expect(queue.enqueueAll("not-installed" as "contract-mail", [{ to: "x@example.com" }])).rejects.toThrow(/no queue for the job "not-installed"/);
    });

    it("gives jobs stored together the policy and start a job sent alone gets", async () => {
      const { db } = database().handle;
      queue = new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames, policy: quick, onError: () => {} });
      const later = new Date(Date.now() + 3_600_000);
      const alone = await queue.enqueue("contract-mail", { to: "alone@example.com" }, { startAfter: later });
      const together = await queue.enqueueAll("contract-mail", [{ to: "one@example.com" }, { to: "two@example.com" }], { startAfter: later });
      type Stored = { id: string; retry_limit: number; retry_delay: number; retry_backoff: boolean; expire_in: string; starts_in_minutes: number };
      const stored = rowsOf<Stored>(
        await db.execute(sql`select id, retry_limit, retry_delay, retry_backoff, expire_in::text,
          round(extract(epoch from start_after - now()) / 60)::int as starts_in_minutes from pgboss.job`),
      );
      const { id: _alone, ...policyAlone } = stored.find((row) => row.id === alone)!;
      expect(policyAlone).toMatchObject({ retry_limit: 3, retry_delay: 1, retry_backoff: true, starts_in_minutes: 60 });
      for (const id of together) {
        const { id: _id, ...policy } = stored.find((row) => row.id === id)!;
        expect(policy).toEqual(policyAlone);
      }
    });

    it("claims the first due jobs by reading only those, not the whole backlog, with or without statistics", async () => {
      const { db } = database().handle;
      queue = new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames, policy: quick, onError: () => {} });
      await queue.enqueueAll(
        "contract-work",
        Array.from({ length: 2000 }, (_, n) => ({ n })),
      );
      const first = rowsOf<{ id: string }>(await db.execute(sql`select id from pgboss.job order by priority desc, created_on, id limit 12`));
      // The very statement pg-boss claims with, under EXPLAIN ANALYZE: the jobs each scan of the job table read.
      const claim = `explain (analyze, format json) ${pgBossPlans.fetchNextJob("pgboss")({ includeMetadata: true })}`;
      const jobsRead = async (executor: Pick<Executor, "execute">) => {
        const [explained] = await runStatementText<{ "QUERY PLAN": unknown }>(executor, claim, ["contract-work", 4]);
        const plan = explained!["QUERY PLAN"];
        return nodesOf(typeof plan === "string" ? JSON.parse(plan) : plan)
          .filter((node) => node["Relation Name"]?.startsWith("j"))
          .map((node) => node["Actual Rows"] * node["Actual Loops"]);
      };
      // Without statistics (PGlite never gathers any), Postgres reads and sorts all 2,000 unless sorting is ruled out.
      expect(Math.max(...(await jobsRead(db)))).toBe(2000);
      expect(Math.max(...(await withClaimOrder(db, jobsRead)))).toBeLessThanOrEqual(4);
      await db.execute(sql`analyze pgboss.job`);
      expect(Math.max(...(await withClaimOrder(db, jobsRead)))).toBeLessThanOrEqual(4);
      // The three claims took the twelve first jobs in pg-boss's order.
      const claimed = rowsOf<{ id: string }>(await db.execute(sql`select id from pgboss.job where state = 'active' order by priority desc, created_on, id`));
      expect(claimed).toEqual(first);
    });

    it("installs again without writing unchanged queues, and writes a changed policy", async () => {
      const { handle } = database();
      type Stored = { name: string; retry_limit: number; retry_delay: number; expire_seconds: number; updated_on: unknown };
      const stored = async () =>
        rowsOf<Stored>(await handle.db.execute(sql`select name, retry_limit, retry_delay, expire_seconds, updated_on::text from pgboss.queue order by name`));
      const before = await stored();
      await new PgBossJobQueue<ContractJobs>(handle, { names: contractJobNames }).install();
      expect(await stored()).toEqual(before);

      await new PgBossJobQueue<ContractJobs>(handle, { names: contractJobNames, policy: quick }).install();
      const changed = await stored();
      expect(changed.map((q) => [q.name, q.retry_limit, q.retry_delay, q.expire_seconds])).toEqual(
        [...contractJobNames].sort().map((name) => [name, quick.retryLimit, quick.retryDelaySeconds, quick.timeoutSeconds]),
      );
      // Back to the default policy, as the other tests expect.
      await new PgBossJobQueue<ContractJobs>(handle, { names: contractJobNames }).install();
      expect((await stored()).map((q) => q.retry_limit)).toEqual(before.map((q) => q.retry_limit));
    });

    it("starts on a later try when its database was away at the first, and then runs jobs", async () => {
      const { handle } = database();
      let away = true;
      const flaky = {
        db: handle.db,
        runScript: (text: string) => (away ? Promise.reject(new Error("connection refused")) : handle.runScript(text)),
      };
      queue = new PgBossJobQueue<ContractJobs>(flaky, { names: contractJobNames, pollingIntervalMs: 50, onError: () => {} });
      const ran: number[] = [];
      queue.handle("contract-work", async ({ n }) => {
        ran.push(n);
      });
      await expect(queue.start()).rejects.toThrow(/connection refused/);
      away = false;
      await queue.start();
      await queue.enqueue("contract-work", { n: 7 });
      await vi.waitFor(() => expect(ran).toEqual([7]), { timeout: 5000 });
    });

    describe("a job a process left active when it died", () => {
      /** Enqueues a job and marks it claimed, as pg-boss's fetch does, by a process that then died. */
      async function leftActive(): Promise<string> {
        const { handle } = database();
        const enqueuer = new PgBossJobQueue<ContractJobs>(handle, { names: contractJobNames, policy: quick, onError: () => {} });
        const id = await enqueuer.enqueue("contract-work", { n: 3 });
        await handle.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where id = ${id}`);
        return id;
      }
      const stateOf = async (id: string) =>
        rowsOf<{ state: string; retry_count: number; output: { message?: string } | null }>(
          await database().handle.db.execute(sql`select state, retry_count, output from pgboss.job where id = ${id}`),
        )[0];

      it("is handed back at start as a failed run when the database is the process's alone, and runs again", async () => {
        const id = await leftActive();
        queue = new PgBossJobQueue<ContractJobs>(database().handle, {
          names: contractJobNames,
          policy: quick,
          pollingIntervalMs: 50,
          soleProcess: true,
          onError: () => {},
        });
        const ran: { n: number; attempt: number }[] = [];
        queue.handle("contract-work", async ({ n }, run) => {
          ran.push({ n, attempt: run.attempt });
        });
        await queue.start();
        expect(await stateOf(id)).toMatchObject({ state: "retry", output: { message: "the process running it stopped before the job finished" } });
        // The policy's backoff: 1-2 s before the second run, which counts as the second.
        await vi.waitFor(() => expect(ran).toEqual([{ n: 3, attempt: 2 }]), { timeout: 5000 });
      });

      it("is left to its timeout when other processes share the database, as one of them may be running it", async () => {
        const id = await leftActive();
        queue = new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames, policy: quick, pollingIntervalMs: 50, onError: () => {} });
        queue.handle("contract-work", async () => {});
        await queue.start();
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await stateOf(id)).toMatchObject({ state: "active", retry_count: 0 });
      });
    });

    it("answers false when asked to retry a job that is not failed, or not a job id at all", async () => {
      queue = new PgBossJobQueue<ContractJobs>(database().handle, { names: contractJobNames, onError: () => {} });
      const id = await queue.enqueue("contract-work", { n: 1 });
      expect(await queue.retryFailedJob(id)).toBe(false);
      expect(await queue.retryFailedJob("no-such-id")).toBe(false);
      expect(await queue.retryFailedJob("00000000-0000-0000-0000-000000000000")).toBe(false);
    });
  });
}
