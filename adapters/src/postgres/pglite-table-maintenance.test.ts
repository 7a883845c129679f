import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db.ts";
import { PgliteTableMaintenance } from "./pglite-table-maintenance.ts";
import { openPgliteTestDatabase, testDatabaseTargets, type TestDatabase } from "./test-databases.ts";

describe("the embedded store's VACUUM (ANALYZE)", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let maintenance: PgliteTableMaintenance;
  beforeEach(async () => {
    database = await openPgliteTestDatabase();
    handle = database.handle;
    maintenance = handle.maintenance as PgliteTableMaintenance;
  });
  afterEach(() => database.dispose());

  const one = async (text: string) => (await handle.runScript(text))[0] as Record<string, unknown>;
  const sizeOf = async (table: string) => Number((await one(`select pg_relation_size('${table}') as bytes`)).bytes);
  /** A minute's form-limit windows for 5,000 addresses, then the sweep's delete of all of them. */
  async function windowsComeAndGo() {
    await handle.runScript(`insert into rate_limit_windows (scope, address, window_start, hits)
      select 'form:orders', '10.0.' || (g / 250) || '.' || (g % 250), '2026-11-27T10:00:00Z', 1 from generate_series(1, 5000) g`);
    await handle.runScript("delete from rate_limit_windows");
  }

  it("is the embedded store's alone: a Postgres server vacuums itself", async () => {
    expect(handle.maintenance).toBeInstanceOf(PgliteTableMaintenance);
    const server = testDatabaseTargets().find((target) => target.name !== "pglite");
    if (!server) return;
    const serverDatabase = await server.open();
    try {
      expect(serverDatabase.handle.maintenance).toBeUndefined();
    } finally {
      await serverDatabase.dispose();
    }
  });

  it("reclaims the space of deleted rows, which nothing else on PGlite does", async () => {
    const vacuumAll = async () => {
      for (const table of await maintenance.tables()) await maintenance.vacuum(table);
    };
    await windowsComeAndGo();
    const oneMinute = await sizeOf("rate_limit_windows");
    await windowsComeAndGo();
    // Without a vacuum, each minute's rows take new pages beside the dead ones.
    expect(await sizeOf("rate_limit_windows")).toBeGreaterThanOrEqual(oneMinute * 1.8);

    await vacuumAll();
    for (let minute = 0; minute < 3; minute++) {
      await windowsComeAndGo();
      await vacuumAll();
    }
    await windowsComeAndGo();

    expect(await sizeOf("rate_limit_windows")).toBeLessThanOrEqual(oneMinute * 1.1);
  });

  it("gives the planner statistics of every app table", async () => {
    await handle.runScript(`insert into rate_limit_windows (scope, address, window_start, hits)
      select 'form:orders', '10.1.0.' || g, '2026-11-27T10:00:00Z', 1 from generate_series(1, 200) g`);
    const analysed = "select count(*)::int as n from pg_stat_user_tables where schemaname = 'public' and last_analyze is not null";
    expect((await one(analysed)).n).toBe(0);

    for (const table of await maintenance.tables()) await maintenance.vacuum(table);

    const appTables = (await one("select count(*)::int as n from pg_tables where schemaname = 'public'")).n;
    expect((await one(analysed)).n).toBe(appTables);
    expect((await one("select reltuples::int as n from pg_class where relname = 'rate_limit_windows'")).n).toBe(200);
    expect((await one("select count(*)::int as n from pg_stats where tablename = 'rate_limit_windows'")).n).toBeGreaterThan(0);
  });

  it("names partitions rather than their parents, the catalogs after the app's tables, and quotes each name", async () => {
    await handle.runScript(`create table "Jobs Of Today" (id int) partition by range (id);
      create table "Jobs Of Today 1" partition of "Jobs Of Today" for values from (0) to (100)`);

    const tables = await maintenance.tables();

    expect(tables).toContain('public."Jobs Of Today 1"');
    expect(tables).not.toContain('public."Jobs Of Today"');
    expect(tables).toContain("public.orders");
    expect(tables).toContain("pg_catalog.pg_statistic");
    expect(tables.findIndex((name) => name.startsWith("pg_catalog."))).toBeGreaterThan(tables.indexOf("public.orders"));
    expect(tables.some((name) => name.startsWith("information_schema.") || name.startsWith("pg_toast."))).toBe(false);
    await maintenance.vacuum('public."Jobs Of Today 1"');
  });
});
