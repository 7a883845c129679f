import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// patches/@electric-sql+pglite+0.3.16.patch (decision record 0021): PGlite sent every query as an unnamed
// statement, so Postgres parsed, described and planned it again each time (six calls into WebAssembly a
// query). The patch parses each text once into a named statement, keeps the 200 most recently used, and
// binds and runs the kept one, bind to sync in one call; on the order intake that doubled the embedded
// store's orders a second.
describe("PGlite's named statements (patched)", () => {
  let client: PGlite;
  beforeEach(async () => {
    client = await PGlite.create();
    await client.exec("create table pocket (id int primary key, mesh text)");
  });
  afterEach(async () => {
    await client.close();
  });

  /** The statements kept on the backend whose text is `text`, with how often each ran. */
  async function kept(text: string) {
    const rows = await client.query<{ executions: number }>(
      "select (generic_plans + custom_plans)::int as executions from pg_prepared_statements where statement = $1",
      [text],
    );
    return rows.rows.map((row) => row.executions);
  }
  const keptCount = async () => (await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]?.n;

  it("is the patched one", () => {
    const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const source = readFileSync(join(dist, "chunk-F2DQ4FIK.js"), "utf8");
    expect(source).toContain("l.bind({statement:$s.name,values:n})");
    expect(source).toContain("$concat(l.query(s),l.sync())");
  });

  it("parses a text once and runs that statement for every later query of it, whatever the values", async () => {
    const insert = "insert into pocket (id, mesh) values ($1, $2)";
    const select = "select mesh from pocket where id = $1";
    await client.query(insert, [1, "hard"]);
    await client.query(insert, [2, "soft"]);
    const meshes = [];
    for (const id of [1, 2, 1]) meshes.push((await client.query<{ mesh: string }>(select, [id])).rows[0]?.mesh);

    expect(meshes).toEqual(["hard", "soft", "hard"]);
    expect(await kept(insert)).toEqual([2]);
    expect(await kept(select)).toEqual([3]);
  });

  it("keeps the 200 most recently used and closes the others on the backend", async () => {
    const text = (i: number) => `select ${i} as n where $1::int = 1`;
    await client.query(text(0), [1]);
    for (let i = 1; i <= 150; i++) await client.query(text(i), [1]);
    // Used again, the first moves to the back and stays; 1 to 51 are the least recently used of the 251.
    await client.query(text(0), [1]);
    for (let i = 151; i <= 250; i++) await client.query(text(i), [1]);
    await client.query(text(0), [1]);

    expect(await keptCount()).toBeLessThanOrEqual(201); // the 200, and this count's own statement
    expect(await kept(text(1))).toEqual([]);
    expect(await kept(text(0))).toEqual([3]);
    expect((await client.query<{ n: number }>(text(1), [1])).rows).toEqual([{ n: 1 }]);
  });

  it("answers with the statement's errors as before, inside and outside transactions", async () => {
    const divide = "select 10 / $1::int as q";
    await expect(client.query(divide, [0])).rejects.toThrow("division by zero");
    expect((await client.query(divide, [5])).rows).toEqual([{ q: 2 }]);
    await client.exec("begin");
    await expect(client.query(divide, [0])).rejects.toThrow("division by zero");
    await client.exec("rollback");
    expect((await client.query(divide, [2])).rows).toEqual([{ q: 5 }]);
    await expect(client.query("insert into pocket (id) values ($1)", ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    await expect(client.exec("select 1 / 0")).rejects.toMatchObject({ code: "22012" });
    expect((await client.exec("select 1 as a; select 2 as b")).map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it("drops a statement whose table changed its columns: that query fails once (0A000), then runs with the new columns", async () => {
    const everything = "select * from pocket where id = $1";
    await client.query("insert into pocket (id, mesh) values ($1, $2)", [1, "hard"]);
    expect((await client.query(everything, [1])).rows).toEqual([{ id: 1, mesh: "hard" }]);
    await client.exec("alter table pocket add column color text");

    await expect(client.query(everything, [1])).rejects.toMatchObject({ code: "0A000" });
    expect((await client.query(everything, [1])).rows).toEqual([{ id: 1, mesh: "hard", color: null }]);
    expect(await kept(everything)).toEqual([1]); // the old one was closed, not left behind
  });
});
