/**
 * @module Vacuuming a store table by table, out of the way of requests. Each
 * table's vacuum holds the embedded store (and its process's one thread)
 * while it runs, so the run takes one table at a time, lets waiting requests
 * through between two tables, and does not start a table while the process
 * is busy: it waits for a quiet moment instead. Stopping lets the table in
 * hand finish and starts no other.
 */
import type { TableMaintenance } from "../ports/table-maintenance.port.ts";

export type VacuumTablesOptions = {
  /** True while the process is answering a rush of requests. */
  isBusy: () => boolean;
  /** How long to wait before asking `isBusy` again. */
  busyRetryMs?: number;
  /** Told of a table whose vacuum failed; the others still run. */
  onError?: (table: string, error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
};

/** What one run did: the tables vacuumed and those that failed. */
export type VacuumRun = { vacuumed: string[]; failed: string[]; stopped: boolean };

const DEFAULT_BUSY_RETRY_MS = 1_000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class TableVacuum {
  private current: Promise<VacuumRun> | null = null;
  private stopping = false;

  constructor(
    private readonly store: TableMaintenance,
    private readonly options: VacuumTablesOptions,
  ) {}

  /** Vacuums every table once; a call while a run is under way joins that run. */
  run(): Promise<VacuumRun> {
    if (!this.current) {
      this.current = this.vacuumEach().finally(() => {
        this.current = null;
      });
    }
    return this.current;
  }

  /** Starts no further table and waits for the one in hand, if any. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.current;
  }

  private async vacuumEach(): Promise<VacuumRun> {
    const sleep = this.options.sleep ?? defaultSleep;
    const busyRetryMs = this.options.busyRetryMs ?? DEFAULT_BUSY_RETRY_MS;
    const done: VacuumRun = { vacuumed: [], failed: [], stopped: false };
    if (this.stopping) return { ...done, stopped: true };
    const tables = await this.store.tables();
    for (const table of tables) {
      // Requests that arrived during the last table go first.
      await sleep(0);
      while (!this.stopping && this.options.isBusy()) await sleep(busyRetryMs);
      if (this.stopping) return { ...done, stopped: true };
      try {
        await this.store.vacuum(table);
        done.vacuumed.push(table);
      } catch (error) {
        done.failed.push(table);
        this.options.onError?.(table, error);
      }
    }
    return done;
  }
}
