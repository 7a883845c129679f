import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// patches/@electric-sql+pglite+0.3.16.patch (decision record 0021): PGlite copied its whole table of type
// parsers (about 300 entries, one per array type) into a new object for every query's result; the patch
// looks the query's own parsers up first and PGlite's table behind them instead.
describe("PGlite's result parsing (patched)", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => {
    await client.close();
  });

  it("is the patched one: no copy of the parser table per query", () => {
    const require = createRequire(import.meta.url);
    const dist = dirname(require.resolve("@electric-sql/pglite"));
    const source = readFileSync(join(dist, "chunk-3WWIVTCY.js"), "utf8");
    expect(source).toContain("f=n?.parsers?Object.assign(Object.create(t),n.parsers):t");
    expect(source).not.toContain("f={...t,...n?.parsers}");
  });

  it("still applies a query's own parsers first and PGlite's for everything else, arrays included", async () => {
    const result = await client.query<[string, number[], string[]]>(
      "select '2026-11-25 10:00:00'::timestamp, array[1, 2]::int[], array['a', 'b']::text[]",
      [],
      { rowMode: "array", parsers: { [types.TIMESTAMP]: (value: string) => `as sent: ${value}` } },
    );
    expect(result.rows[0]).toEqual(["as sent: 2026-11-25 10:00:00", [1, 2], ["a", "b"]]);
  });

  it("uses PGlite's own parsers when a query brings none", async () => {
    const result = await client.query<{ at: Date; n: number }>("select '2026-11-25 10:00:00+00'::timestamptz as at, 7::int as n");
    expect(result.rows[0]?.at).toBeInstanceOf(Date);
    expect(result.rows[0]?.n).toBe(7);
  });
});
