import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPostgresBinaries, ThrowawayCluster, type ShutdownMode } from "@stringing/adapters/postgres/throwaway-cluster";
import { startServerProcess, type ServerProcess } from "./testing/server-process.ts";
import { postOrder, sameOrder, startSteadyLoad, uniqueOrder, type Outcome } from "./testing/steady-load.ts";

/**
 * docs/rules/running.md, Database restarts: when the Postgres server restarts, requests fail
 * fast with a 503 while it is away and succeed again within 5 s of its
 * return, in the same process, and no acknowledged order is lost. The server
 * runs as in production (Bun) against a cluster of this test's own, which is
 * really stopped, killed and restarted.
 */
const binaries = findPostgresBinaries();
if (!binaries) console.warn("\n[database-restart] SKIPPED: no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin or $PG_BIN\n");

const RECOVERY_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!binaries)("a database server that restarts under load", () => {
  let cluster: ThrowawayCluster;
  let server: ServerProcess;
  let sql: postgres.Sql;
  const acknowledged: Outcome[] = [];
  const unsure: Outcome[] = [];

  beforeAll(async () => {
    cluster = await ThrowawayCluster.create(binaries!);
    await cluster.createDatabase("stringing");
    server = await startServerProcess({
      DATABASE_URL: cluster.url("stringing"),
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "restart-test-password",
      // The load test's orders all come from one address; the limiter still runs.
      PUBLIC_FORM_LIMIT: "1000000",
    });
    sql = postgres(cluster.url("stringing"), { max: 1, onnotice: () => {} });
  }, 120_000);

  afterAll(async () => {
    await sql?.end({ timeout: 1 }).catch(() => {});
    await server?.stop();
    await cluster?.dispose();
  });

  /** Every answer is a success or a JSON 503: never a 500, never a dropped connection. */
  function expectOnlySuccessOr503(outcomes: Outcome[]) {
    const unexpected = outcomes.filter((o) => ![200, 201, 503].includes(o.status) || (o.status === 503 && !o.jsonMessage));
    expect(unexpected, `unexpected answers:\n${JSON.stringify(unexpected.slice(0, 5))}\n${server.output().slice(-3000)}`).toEqual([]);
  }

  function expectServingAgainWithin5s(outcomes: Outcome[], backAt: number) {
    const late = outcomes.filter((o) => o.startedAt >= backAt + RECOVERY_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
  }

  async function expectStillServing() {
    expect(server.alive(), server.output().slice(-3000)).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }

  for (const mode of ["fast", "immediate"] satisfies ShutdownMode[]) {
    it(`keeps serving through a ${mode} shutdown and restart`, async () => {
      const load = startSteadyLoad(server.url, { workers: 12, tag: `restart-${mode}` });
      await sleep(1000);
      expect((await fetch(`${server.url}/api/services`)).status).toBe(200);

      await cluster.stop(mode);
      const downAt = Date.now();
      await sleep(1500);
      // The public reads a visitor makes are answered from memory while the database is away.
      expect((await fetch(`${server.url}/api/services`)).status).toBe(200);
      const restartingAt = Date.now();
      await cluster.start();
      const backAt = Date.now();
      await sleep(RECOVERY_MS + 1500);
      const outcomes = await load.stop();

      await expectStillServing();
      expectOnlySuccessOr503(outcomes);
      const duringOutage = outcomes.filter((o) => o.startedAt >= downAt + 100 && o.endedAt <= restartingAt);
      expect(duringOutage.length).toBeGreaterThan(0);
      for (const outcome of duringOutage) {
        expect(outcome.status).toBe(503);
        expect(outcome.endedAt - outcome.startedAt).toBeLessThan(1000);
      }
      expectServingAgainWithin5s(outcomes, backAt);
      acknowledged.push(...outcomes.filter((o) => o.status === 201));
      unsure.push(...outcomes.filter((o) => o.kind === "order" && o.status === 503));
    });
  }

  it("survives every connection being terminated while idle", async () => {
    await sleep(300);
    const terminated = await terminateAppConnections();
    expect(terminated).toBeGreaterThan(0);
    await sleep(200);
    const after: Outcome[] = [];
    for (let i = 0; i < 10; i++) after.push(await postOrder(server.url, uniqueOrder("idle-terminate")));
    await expectStillServing();
    expect(after.map((o) => o.status)).toEqual(after.map(() => 201));
    acknowledged.push(...after);
  });

  it("survives every connection being terminated while busy", async () => {
    const load = startSteadyLoad(server.url, { workers: 12, tag: "busy-terminate" });
    await sleep(500);
    let terminated = 0;
    for (let round = 0; round < 12; round++) {
      terminated += await terminateAppConnections();
      await sleep(250);
    }
    const lastCut = Date.now();
    await sleep(RECOVERY_MS + 1500);
    const outcomes = await load.stop();

    expect(terminated).toBeGreaterThan(0);
    await expectStillServing();
    expectOnlySuccessOr503(outcomes);
    expectServingAgainWithin5s(outcomes, lastCut);
    acknowledged.push(...outcomes.filter((o) => o.status === 201));
    unsure.push(...outcomes.filter((o) => o.kind === "order" && o.status === 503));
  });

  it("lost no acknowledged order and, retried with its key, made none twice", async () => {
    expect(acknowledged.length).toBeGreaterThan(50);
    const ids = acknowledged.map((o) => o.id!);
    const stored = await sql<{ id: number; customer_email: string }[]>`select id, customer_email from orders where id in ${sql(ids)}`;
    const storedEmail = new Map(stored.map((row) => [row.id, row.customer_email]));
    for (const outcome of acknowledged) expect(storedEmail.get(outcome.id!)).toBe(outcome.email);

    // A 503 leaves the client unsure whether its order was stored; a retry with the same key settles it, never twice.
    expect(unsure.length).toBeGreaterThan(0);
    for (const outcome of unsure) expect((await postOrder(server.url, sameOrder(outcome))).status).toBe(201);
    const [totals] = await sql<{ orders: number; emails: number }[]>`
      select count(*)::int as orders, count(distinct customer_email)::int as emails from orders`;
    expect(totals?.emails).toBe(totals?.orders);
  });

  /** `pg_terminate_backend` on every connection the app holds; answers how many it ended. */
  async function terminateAppConnections(): Promise<number> {
    const rows = await sql<{ ended: boolean }[]>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = 'stringing' and pid <> pg_backend_pid() and backend_type = 'client backend'`;
    return rows.filter((row) => row.ended).length;
  }
});
