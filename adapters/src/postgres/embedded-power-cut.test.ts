import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db.ts";
import { type PowerCutDisk, powerCutDisk } from "./power-cut-disk.ts";
import { rowsOf } from "./rows-of.ts";

/**
 * The embedded store on a disk that loses every write not flushed
 * (power-cut-disk.ts): commits acknowledged one at a time and many at once,
 * in transactions and alone, with a checkpoint and a new WAL segment between
 * them, then the power goes. Opened again, the store has every row it
 * acknowledged.
 */
const COMMITS = 40;
const insert = (id: number) => sql`insert into acknowledged (id) values (${id})`;

describe("the embedded store through a power cut", () => {
  let dataDir: string;
  let disk: PowerCutDisk | undefined;
  let reopened: DatabaseHandle | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "embedded-power-cut-"));
    const before = await openDatabase({ dataDir });
    await before.db.execute(sql`create table acknowledged (id integer primary key)`);
    // A clean close leaves everything on disk: the power cut takes only what comes after.
    await before.close();
  }, 120_000);

  afterAll(async () => {
    await reopened?.close();
    disk?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every commit it acknowledged", async () => {
    disk = powerCutDisk(join(dataDir, "pglite"));
    const store = await openDatabase({ dataDir });
    const acknowledged: number[] = [];
    const commit = async (id: number) => {
      if (id % 2) await store.db.execute(insert(id));
      else await store.db.transaction(async (tx) => void (await tx.execute(insert(id))));
      acknowledged.push(id);
    };
    for (let id = 1; id <= COMMITS / 4; id++) await commit(id);
    // A checkpoint, then a new WAL segment: what follows is only found again if the segment's name reached the disk.
    await store.db.execute(sql`checkpoint`);
    await store.db.execute(sql`select pg_switch_wal()`);
    await Promise.all(Array.from({ length: (COMMITS * 3) / 4 }, (_, at) => commit(COMMITS / 4 + at + 1)));
    expect(acknowledged).toHaveLength(COMMITS);

    disk.cut();
    reopened = await openDatabase({ dataDir });
    const rows = rowsOf<{ id: number }>(await reopened.db.execute(sql`select id from acknowledged order by id`));
    expect(rows.map((row) => row.id)).toEqual(acknowledged.toSorted((a, b) => a - b));
  }, 120_000);
});
