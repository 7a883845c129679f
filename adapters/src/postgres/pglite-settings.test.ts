import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db.ts";
import { rowsOf } from "./rows-of.ts";

describe("the embedded store's Postgres settings", () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "pglite-settings-"));
    handle = await openDatabase({ dataDir });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("asks for the flushes a commit needs (PGlite 0.5 starts with fsync off) and keeps 16 MB of shared buffers, not 128", async () => {
    const [settings] = rowsOf<{ fsync: string; synchronous_commit: string; shared_buffers: string }>(
      await handle.db.execute(
        sql`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit, current_setting('shared_buffers') as shared_buffers`,
      ),
    );
    expect(settings).toEqual({ fsync: "on", synchronous_commit: "on", shared_buffers: "16MB" });
  });
});

describe("an embedded data folder of another Postgres major version", () => {
  it("is refused at start with what to do, and left as it is", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "pglite-version-"));
    try {
      await mkdir(join(dataDir, "pglite"), { recursive: true });
      await writeFile(join(dataDir, "pglite", "PG_VERSION"), "17\n");
      await expect(openDatabase({ dataDir })).rejects.toThrow(/written by Postgres 17; this release embeds Postgres 18/);
      expect(await readdir(join(dataDir, "pglite"))).toEqual(["PG_VERSION"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
