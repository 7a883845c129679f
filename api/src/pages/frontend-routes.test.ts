import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPgliteTestDatabase, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { isHashedAsset } from "./static-files.ts";

describe("serving the built frontends", () => {
  let database: TestDatabase;
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "frontends-"));
    const write = async (path: string, body: string) => {
      await mkdir(join(root, path, ".."), { recursive: true });
      await writeFile(join(root, path), body);
    };
    await write("shell/index.html", "<!doctype html><html><head><!--app-head--></head><body>shell</body></html>");
    await write("shell/assets/main-Ab12Cd34.js", "console.log('shell')");
    await write("shell/images/hero.svg", "<svg/>");
    await write("site/remoteEntry.js", "export const site = 1");
    await write("site/assets/app-Zz99Yy88.js", "site chunk");
    await write("admin/remoteEntry.js", 'import"./assets/admin-start-Kk00.js";export const admin = 1');
    await write("admin/assets/admin-start-Kk00.js", "export{}");
    await write("secret.txt", "outside every root");
    database = await openPgliteTestDatabase();
    t = await createTestApp(database, {
      frontend: { shell: join(root, "shell"), site: join(root, "site"), admin: join(root, "admin") },
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  it("serves the shell for client routes with no-cache and the CSP", async () => {
    for (const path of ["/", "/auth", "/admin/login", "/admin/orders", "/admin/orders/12", "/some/unknown/page"]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(await response.text()).toContain("shell");
    }
  });

  it("lists the admin's first files as preload links on the admin pages only, never on /", async () => {
    for (const path of ["/auth", "/admin/orders", "/admin/orders/12"]) {
      const html = await (await t.request(path)).text();
      expect(html, path).toContain('<link rel="modulepreload" href="/remotes/admin/remoteEntry.js">');
      expect(html, path).toContain('<link rel="modulepreload" href="/remotes/admin/assets/admin-start-Kk00.js">');
    }
    for (const path of ["/", "/some/unknown/page"]) expect(await (await t.request(path)).text(), path).not.toContain("/remotes/admin/");
  });

  it("caches hashed assets for a year and revalidates remote entries", async () => {
    const asset = await t.request("/assets/main-Ab12Cd34.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    const entry = await t.request("/remotes/admin/remoteEntry.js");
    expect(await entry.text()).toBe('import"./assets/admin-start-Kk00.js";export const admin = 1');
    expect(entry.headers.get("cache-control")).toBe("no-cache");
    const chunk = await t.request("/remotes/site/assets/app-Zz99Yy88.js");
    expect(chunk.headers.get("cache-control")).toContain("immutable");
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await t.request("/images/hero.svg");
    const etag = first.headers.get("etag")!;
    const second = await t.request("/images/hero.svg", { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
  });

  it("answers 404, never the shell, for missing files and asset paths", async () => {
    for (const path of ["/assets/gone-12345678.js", "/missing.png", "/remotes/site/nope.js", "/remotes/other/remoteEntry.js"]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  it("never serves a file outside its folder", async () => {
    for (const path of ["/remotes/site/..%2F..%2Fsecret.txt", "/..%2Fsecret.txt", "/remotes/site/%2e%2e/%2e%2e/secret.txt", "/%00.js"]) {
      const response = await t.request(path);
      expect(await response.text(), path).not.toContain("outside every root");
    }
  });

  it("keeps /api answers JSON, and serves robots.txt and sitemap.xml", async () => {
    expect((await t.request("/api/nothing")).headers.get("content-type")).toMatch(/json/);
    const robots = await t.request("/robots.txt");
    expect(await robots.text()).toContain("Sitemap: http://shop.test/sitemap.xml");
    const sitemap = await t.request("/sitemap.xml");
    expect(await sitemap.text()).toContain("<loc>http://shop.test/</loc>");
  });

  it("recognises Vite's hashed file names", () => {
    expect(isHashedAsset("/assets/index-BvZjmo0F.js")).toBe(true);
    expect(isHashedAsset("/remoteEntry.js")).toBe(false);
    expect(isHashedAsset("/images/hero.svg")).toBe(false);
  });
});
