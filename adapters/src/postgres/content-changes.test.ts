import postgres from "postgres";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentChanges } from "@stringing/core/ports/content-changes.port";
import { contentChangesContract } from "@stringing/core/testing/contracts/content-changes-contract";
import { InProcessContentChanges } from "../local/in-process-content-changes.ts";
import { openDatabase, type DatabaseHandle } from "./db.ts";
import { PostgresContentChanges } from "./postgres-content-changes.ts";

const opened: { changes: ContentChanges; handle?: DatabaseHandle }[] = [];
afterEach(async () => {
  for (const { changes, handle } of opened.splice(0)) {
    await changes.close();
    await handle?.close();
  }
});

contentChangesContract(
  "in process",
  () => {
    const bus = new InProcessContentChanges();
    return {
      open: async () => {
        opened.push({ changes: bus });
        return bus;
      },
    };
  },
  { shared: false },
);

const url = process.env.DATABASE_URL;
if (url) {
  contentChangesContract(
    "Postgres LISTEN/NOTIFY",
    () => ({
      open: async () => {
        const handle = await openDatabase({ url });
        const changes = new PostgresContentChanges(handle.notifications!);
        opened.push({ changes, handle });
        return changes;
      },
    }),
    { shared: true },
  );
}

describe.skipIf(!url)("Postgres content changes after a lost connection", () => {
  it("tells subscribers to forget when the listening connection comes back, since notices may have been missed", async () => {
    const handle = await openDatabase({ url: url! });
    const changes = new PostgresContentChanges(handle.notifications!);
    opened.push({ changes, handle });
    await changes.publish(); // listening now
    const told = vi.fn();
    changes.subscribe(told);
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()`;
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(told).toHaveBeenCalled(), { timeout: 5000, interval: 20 });
  });
});
