/**
 * @module The hourly housekeeping every instance runs: expired records are
 * swept, then, on the embedded store (which has no autovacuum), its tables
 * are vacuumed one by one, never during a rush (decision record 0026). A
 * Postgres server's autovacuum does the second part there.
 */
import type { TableMaintenance } from "@stringing/core/ports/table-maintenance.port";
import { errorMessage } from "@stringing/core/shared/error-message";
import { TableVacuum } from "@stringing/core/shared/vacuum-tables";

export type HousekeepingOptions = {
  /** Removes what has expired; never rejects (a part that fails waits for the next sweep). */
  sweep: () => Promise<void>;
  /** The embedded store's vacuum; absent on a Postgres server. */
  maintenance?: TableMaintenance | undefined;
  /** True while the process is answering a rush of requests. */
  isBusy: () => boolean;
  everyMs: number;
};

export type Housekeeping = {
  /** Starts no further sweep or table and waits for the sweep or table in hand, if any: the database may close next. */
  stop(): Promise<void>;
};

export function startHousekeeping(options: HousekeepingOptions): Housekeeping {
  const vacuum = options.maintenance
    ? new TableVacuum(options.maintenance, {
        isBusy: options.isBusy,
        onError: (table, error) => console.error(`[vacuum] ${table}: ${errorMessage(error)}`),
      })
    : null;
  // Sweeps go on hourly while a vacuum waits out a rush (a second run of TableVacuum joins the first).
  const inHand = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const round = (async () => {
      await options.sweep();
      await vacuum?.run().catch((error: unknown) => console.error(`[vacuum] Could not list the tables (${errorMessage(error)}).`));
    })();
    inHand.add(round);
    void round.finally(() => inHand.delete(round));
  }, options.everyMs);
  // Nothing depends on it for correctness: it never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([vacuum?.stop(), ...inHand]);
    },
  };
}
