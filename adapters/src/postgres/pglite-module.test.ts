import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.ts";
import { PGLITE_SHARED_BUFFERS, pgliteModuleWithSharedBuffers } from "./pglite-module.ts";
import { rowsOf } from "./rows-of.ts";

describe("the embedded store's shared buffers", () => {
  it(`are ${PGLITE_SHARED_BUFFERS}, not the 128 MB PGlite starts with`, async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      const [row] = rowsOf<{ shared_buffers: string }>(await handle.db.execute(sql`show shared_buffers`));
      expect(row?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await handle.close();
    }
  });

  it("refuse a size that does not fit in place of the built-in one", async () => {
    await expect(pgliteModuleWithSharedBuffers("1234567MB")).rejects.toThrow(/does not fit/);
  });
});
