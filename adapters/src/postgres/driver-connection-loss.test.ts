import postgres from "postgres";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openServerTestDatabase, type TestDatabase } from "./test-databases.ts";

/**
 * patches/postgres+3.4.9.patch (decision record 0008): what postgres.js does
 * when the server ends a connection that a transaction, a reserved handle or
 * a query is using. Unpatched, a transaction's callback that goes on after
 * its connection closed ran its later statements, and its commit, on the
 * reconnected connection, inside the next caller's transaction (porsager/
 * postgres#1204, #1216); the first query after a cut failed with the old
 * session's error; a released reserved handle threw from a timer. Each test
 * here failed on the unpatched driver.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("postgres.js when the server ends a connection in use (Postgres server)", () => {
  let database: TestDatabase;
  let admin: postgres.Sql;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await openServerTestDatabase(serverUrl!);
    admin = postgres(database.url!, { max: 1, onnotice: () => {} });
    await admin`create table driver_rows (v text not null)`;
  });
  afterAll(async () => {
    await admin?.end();
    await database?.dispose();
  });
  // One connection, so whatever runs next runs on the connection that was cut, reconnected.
  beforeEach(async () => {
    await admin`truncate driver_rows`;
    sql = postgres(database.url!, { max: 1, onnotice: () => {}, backoff: () => 0 });
  });
  afterEach(() => sql.end({ timeout: 1 }));

  const backendOf = async (run: postgres.Sql | postgres.TransactionSql | postgres.ReservedSql) =>
    (await run<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;
  const cut = (pid: number) => admin`select pg_terminate_backend(${pid})`;
  const stored = async () => (await admin<{ v: string }[]>`select v from driver_rows order by v`).map((row) => row.v);
  /** The code `promise` is rejected with, or "resolved". */
  const outcomeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => "resolved",
      (error: { code?: string }) => error.code ?? "no code",
    );

  it("refuses what a transaction's callback runs after its connection closed, so none of it lands in the next transaction", async () => {
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let late: Promise<string> | undefined;
    let firstPid = 0;
    const first = outcomeOf(
      sql.begin(async (tx) => {
        firstPid = await backendOf(tx);
        await paused;
        late = outcomeOf(tx`insert into driver_rows values ('late')`);
        await late;
      }),
    );
    await expect.poll(() => firstPid).toBeGreaterThan(0);
    await cut(firstPid);
    expect(await first).toBe("CONNECTION_CLOSED");

    let seenBySecond: string[] = [];
    const second = outcomeOf(
      sql.begin(async (tx) => {
        await tx`insert into driver_rows values ('second')`;
        resume();
        await new Promise((resolve) => setTimeout(resolve, 100));
        seenBySecond = (await tx<{ v: string }[]>`select v from driver_rows order by v`).map((row) => row.v);
        throw Object.assign(new Error("rolled back on purpose"), { code: "ROLLED_BACK" });
      }),
    );
    expect(await second).toBe("ROLLED_BACK");
    expect(seenBySecond).toEqual(["second"]);
    expect(await late!).toBe("CONNECTION_CLOSED");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored()).toEqual([]);
  });

  it("answers the first query after a cut with its own result, not the ended session's error", async () => {
    const pid = await backendOf(sql);
    const slow = outcomeOf(sql`select pg_sleep(5)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cut(pid);
    expect(await slow).toBe("CONNECTION_CLOSED");

    const [row] = await sql<{ one: number }[]>`select 1 as one`;
    expect(row?.one).toBe(1);
  });

  it("refuses a reserved handle's statements once its connection closed, and the pool goes on after its release", async () => {
    const reserved = await sql.reserve();
    await cut(await backendOf(reserved));
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await outcomeOf(reserved`insert into driver_rows values ('reserved')`)).toBe("CONNECTION_CLOSED");
    reserved.release();
    const [row] = await sql<{ three: number }[]>`select 3 as three`;
    expect(row?.three).toBe(3);
    expect(await stored()).toEqual([]);
  });
});
