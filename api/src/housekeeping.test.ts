import type { TableMaintenance } from "@stringing/core/ports/table-maintenance.port";
import { afterEach, describe, expect, it } from "vitest";
import { type Housekeeping, startHousekeeping } from "./housekeeping.ts";

describe("startHousekeeping", () => {
  const done: string[] = [];
  let running: Housekeeping | undefined;
  afterEach(async () => {
    await running?.stop();
    done.length = 0;
  });

  const sweep = async () => {
    done.push("sweep");
  };
  const maintenanceOf = (vacuum: (table: string) => Promise<void>): TableMaintenance => ({
    tables: async () => ["orders", "customers"],
    vacuum,
  });
  const recordVacuum = async (table: string) => {
    done.push(`vacuum ${table}`);
  };

  it("sweeps, then vacuums the embedded store's tables one by one, each round", async () => {
    running = startHousekeeping({ sweep, maintenance: maintenanceOf(recordVacuum), isBusy: () => false, everyMs: 20 });
    await expect.poll(() => done.length, { timeout: 2000 }).toBeGreaterThanOrEqual(6);
    expect(done.slice(0, 6)).toEqual(["sweep", "vacuum orders", "vacuum customers", "sweep", "vacuum orders", "vacuum customers"]);
  });

  // A Postgres server's store has no maintenance (pglite-table-maintenance.test.ts): its autovacuum does that part.
  it("without table maintenance, keeps sweeping every interval", async () => {
    running = startHousekeeping({ sweep, isBusy: () => false, everyMs: 20 });
    await expect.poll(() => done.length, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
    expect(new Set(done)).toEqual(new Set(["sweep"]));
  });

  it("vacuums nothing while the process is busy", async () => {
    running = startHousekeeping({ sweep, maintenance: maintenanceOf(recordVacuum), isBusy: () => true, everyMs: 20 });
    await expect.poll(() => done.length, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    expect(done.filter((step) => step !== "sweep")).toEqual([]);
  });

  it("on stop, lets the table in hand finish and starts no other sweep or table", async () => {
    let finishTable!: () => void;
    const slowVacuum = (table: string) =>
      new Promise<void>((resolve) => {
        done.push(`vacuum ${table}`);
        finishTable = resolve;
      });
    const housekeeping = startHousekeeping({ sweep, maintenance: maintenanceOf(slowVacuum), isBusy: () => false, everyMs: 20 });
    await expect.poll(() => done.includes("vacuum orders")).toBe(true);

    let stopped = false;
    const stopping = housekeeping.stop().then(() => (stopped = true));
    const atStop = done.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    finishTable();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done.length).toBe(atStop);
    expect(done).not.toContain("vacuum customers");
  });

  it("on stop, waits for the sweep in hand (the database closes next) and vacuums nothing after it", async () => {
    const finishSweeps: (() => void)[] = [];
    const slowSweep = () =>
      new Promise<void>((resolve) => {
        done.push("sweep");
        finishSweeps.push(resolve);
      });
    const housekeeping = startHousekeeping({ sweep: slowSweep, maintenance: maintenanceOf(recordVacuum), isBusy: () => false, everyMs: 20 });
    await expect.poll(() => done.includes("sweep")).toBe(true);

    let stopped = false;
    const stopping = housekeeping.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    const atStop = done.length;
    for (const finish of finishSweeps) finish();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done.length).toBe(atStop);
    expect(new Set(done)).toEqual(new Set(["sweep"]));
  });
});
