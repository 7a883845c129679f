import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.ts";

type Notice = { severity?: string; message?: string };
type RawClient = Pick<PGlite, "query">;

/** The severities of the notices one parameterised query sends back on `client`. */
async function noticesOfOneQuery(client: RawClient): Promise<string[]> {
  const notices: Notice[] = [];
  await client.query("select $1::int as pocket", [1], { onNotice: (notice: Notice) => notices.push(notice) });
  return notices.map((notice) => `${notice.severity}: ${notice.message}`);
}

describe("the embedded store's message levels", () => {
  it("are PGlite's own debug levels on a bare PGlite: every query sends DEBUG notices back (why the store sets its own)", async () => {
    const bare = await PGlite.create();
    try {
      expect((await noticesOfOneQuery(bare)).some((notice) => notice.startsWith("DEBUG"))).toBe(true);
    } finally {
      await bare.close();
    }
  });

  it("are Postgres's defaults on the store: a query sends no notice back, and nothing below a warning is logged", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      const client = (handle.db as unknown as { session: { client: PGlite } }).session.client;
      expect(await noticesOfOneQuery(client)).toEqual([]);
      const levels = await client.query<{ name: string; setting: string }>(
        "select name, setting from pg_settings where name in ('client_min_messages', 'log_min_messages') order by name",
      );
      expect(levels.rows).toEqual([
        { name: "client_min_messages", setting: "notice" },
        { name: "log_min_messages", setting: "warning" },
      ]);
    } finally {
      await handle.close();
    }
  });
});
