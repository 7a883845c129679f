import { describe, expect, it } from "vitest";
import type { TableMaintenance } from "../ports/table-maintenance.port.ts";
import { TableVacuum } from "./vacuum-tables.ts";

/** A store that records what happened, in order: each vacuum and each wait of the run. */
function recordingStore(tables: string[], failing: string[] = []) {
  const log: string[] = [];
  let release: (() => void) | null = null;
  let holdNext = false;
  const store: TableMaintenance = {
    tables: async () => tables,
    vacuum: async (table) => {
      log.push(`vacuum ${table}`);
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      if (failing.includes(table)) throw new Error(`${table} is locked`);
    },
  };
  const sleep = async (ms: number) => {
    log.push(`sleep ${ms}`);
  };
  return {
    store,
    log,
    sleep,
    /** The next vacuum does not finish until `finish` is called. */
    holdNextVacuum: () => (holdNext = true),
    finish: () => release?.(),
  };
}

describe("TableVacuum", () => {
  it("vacuums every table once, one at a time, letting waiting work through before each", async () => {
    const { store, log, sleep } = recordingStore(["public.orders", "public.sessions", "pgboss.j1"]);

    const run = await new TableVacuum(store, { isBusy: () => false, sleep }).run();

    expect(run).toEqual({ vacuumed: ["public.orders", "public.sessions", "pgboss.j1"], failed: [], stopped: false });
    expect(log).toEqual(["sleep 0", "vacuum public.orders", "sleep 0", "vacuum public.sessions", "sleep 0", "vacuum pgboss.j1"]);
  });

  it("starts no table while the process is busy, asking again after the retry interval", async () => {
    const { store, log, sleep } = recordingStore(["public.orders", "public.sessions"]);
    // Busy for the first two questions, quiet at the third, busy again for one before the second table.
    const answers = [true, true, false, true, false];
    const isBusy = () => answers.shift() ?? false;

    const run = await new TableVacuum(store, { isBusy, busyRetryMs: 500, sleep }).run();

    expect(run.vacuumed).toEqual(["public.orders", "public.sessions"]);
    expect(log).toEqual(["sleep 0", "sleep 500", "sleep 500", "vacuum public.orders", "sleep 0", "sleep 500", "vacuum public.sessions"]);
  });

  it("goes on past a table that fails and reports it", async () => {
    const { store, sleep } = recordingStore(["public.orders", "public.sessions", "public.customers"], ["public.sessions"]);
    const errors: string[] = [];

    const run = await new TableVacuum(store, {
      isBusy: () => false,
      sleep,
      onError: (table, error) => errors.push(`${table}: ${(error as Error).message}`),
    }).run();

    expect(run).toEqual({ vacuumed: ["public.orders", "public.customers"], failed: ["public.sessions"], stopped: false });
    expect(errors).toEqual(["public.sessions: public.sessions is locked"]);
  });

  it("on stop, lets the table in hand finish and starts no other, now or in a later run", async () => {
    const { store, log, sleep, holdNextVacuum, finish } = recordingStore(["public.orders", "public.sessions"]);
    const vacuum = new TableVacuum(store, { isBusy: () => false, sleep });
    holdNextVacuum();

    const run = vacuum.run();
    await Promise.resolve().then(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(log).toEqual(["sleep 0", "vacuum public.orders"]);
    let stopped = false;
    const stopping = vacuum.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stopped).toBe(false);
    finish();
    await stopping;

    expect(await run).toEqual({ vacuumed: ["public.orders"], failed: [], stopped: true });
    expect(await vacuum.run()).toEqual({ vacuumed: [], failed: [], stopped: true });
    expect(log).toEqual(["sleep 0", "vacuum public.orders", "sleep 0"]);
  });

  it("stops waiting for a quiet moment when stopped", async () => {
    const { store, log } = recordingStore(["public.orders"]);
    const vacuum = new TableVacuum(store, { isBusy: () => true, busyRetryMs: 5 });

    const run = vacuum.run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await vacuum.stop();

    expect(await run).toEqual({ vacuumed: [], failed: [], stopped: true });
    expect(log).toEqual([]);
  });

  it("joins a run already under way instead of starting a second one beside it", async () => {
    const { store, log, sleep, holdNextVacuum, finish } = recordingStore(["public.orders"]);
    const vacuum = new TableVacuum(store, { isBusy: () => false, sleep });
    holdNextVacuum();

    const first = vacuum.run();
    const second = vacuum.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish();

    expect(second).toBe(first);
    await first;
    expect(log.filter((line) => line.startsWith("vacuum"))).toEqual(["vacuum public.orders"]);
  });
});
