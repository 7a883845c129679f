import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaticFolder } from "./static-files.ts";

describe("a static folder", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "static-folder-"));
    await mkdir(join(root, "assets"));
    await writeFile(join(root, "index.html"), "<html></html>");
    await writeFile(join(root, "assets", "app.js"), "console.log(1)");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("keeps nothing for 10,000 paths that name no file", async () => {
    const folder = new StaticFolder(root);
    for (let i = 0; i < 10_000; i++) expect(await folder.get(`/missing-${i}.js`)).toBeNull();
    expect(folder.size).toBe(0);
  });

  it("keeps each file found once, however often it is asked for", async () => {
    const folder = new StaticFolder(root);
    const first = await folder.get("/assets/app.js");
    expect(new TextDecoder().decode(first!.body)).toBe("console.log(1)");
    expect(first!.contentType).toBe("text/javascript; charset=utf-8");
    expect(await folder.get("/assets/app.js")).toBe(first);
    expect(await folder.get("/assets/../assets/app.js")).toBe(first);
    await folder.get("/index.html");
    expect(folder.size).toBe(2);
  });

  it("never answers a file outside its root", async () => {
    const folder = new StaticFolder(join(root, "assets"));
    expect(await folder.get("/../index.html")).toBeNull();
    expect(await folder.get("/%2e%2e/index.html")).toBeNull();
    expect(await folder.get("/app.js%00")).toBeNull();
    expect(folder.size).toBe(0);
  });
});
