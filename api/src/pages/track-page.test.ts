import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { frontendRoutes } from "./frontend-routes.ts";
import { siteAssetsFromManifest, type ApiRequest, type SiteRenderer, type TrackBody } from "./landing-body.ts";
import { siteShellRenderer } from "./site-shell.ts";
import { renderTrackHeadTags, trackTokenOf } from "./track-page.ts";

const SHELL_HTML = `<!doctype html><html><head>
<title>Static title</title>
<meta name="description" content="Static description" />
<!--app-head-->
</head><body><div id="root"></div></body></html>`;

const KNOWN = "a".repeat(64);
const ASSETS = { stylesheets: ["/remotes/site/assets/track-app-Aa11.css"], modulePreloads: ["/remotes/site/remoteEntry.js"] };

/** The API answering GET /api/track/{token}: one known token. */
const api: ApiRequest = async (url) =>
  url === `/api/track/${KNOWN}` ? Response.json({ id: 42, status: "pending" }) : Response.json({ message: "Order not found" }, { status: 404 });

/** A stand-in for the site's server bundle, reading through the API as the real one does. */
const bundle = (track: SiteRenderer["track"]): SiteRenderer => ({
  landing: async () => ({ html: "<main>landing</main>", state: {}, assets: ASSETS }),
  track,
});

const renderTrack = async (request: ApiRequest, token: string): Promise<TrackBody> => {
  const found = (await request(`/api/track/${encodeURIComponent(token)}`, {})).status !== 404;
  return found
    ? { html: "<main><h1>Order #42</h1></main>", state: { queries: [] }, status: 200, title: "Order #42 status | StringMaster Pro", assets: ASSETS }
    : { html: "<main><h1>404 Page Not Found</h1></main>", state: { queries: [] }, status: 404, title: "404 Page Not Found | StringMaster Pro", assets: ASSETS };
};

const sources = {
  content: { findSection: async () => null },
  services: { list: async () => [] },
  testimonials: { list: async () => [] },
  origin: "http://shop.test",
};

const root = await mkdtemp(join(tmpdir(), "track-page-"));

function appWith(renderer: SiteRenderer | null) {
  const roots = { shell: join(root, "shell"), site: join(root, "site"), admin: join(root, "admin") };
  return new Hono().route("/", frontendRoutes(roots, { renderShell: siteShellRenderer(sources, Promise.resolve(renderer), api) }));
}

describe("the status page, /track/<token>", () => {
  beforeAll(async () => {
    for (const folder of ["shell", "site", "admin"]) await mkdir(join(root, folder), { recursive: true });
    await writeFile(join(root, "shell/index.html"), SHELL_HTML);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("arrives rendered, titled, never indexed or kept by a shared cache, with its own assets", async () => {
    const response = await appWith(bundle(renderTrack)).request(`/track/${KNOWN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('<div id="root"><main><h1>Order #42</h1></main></div>');
    expect(html).toContain("<title>Order #42 status | StringMaster Pro</title>");
    expect(html).not.toContain("Static title");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/remotes/site/assets/track-app-Aa11.css">');
    expect(html).toContain('<script type="application/json" id="page-state">');
  });

  it("is the 404 page, with status 404, for a token that names no order", async () => {
    const response = await appWith(bundle(renderTrack)).request(`/track/${"b".repeat(64)}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<h1>404 Page Not Found</h1>");
    expect(html).toContain("<title>404 Page Not Found | StringMaster Pro</title>");
  });

  it("without a server rendering (none built, or it fails), leaves the page to the browser with the right status", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const renderer of [null, bundle(null), bundle(async () => Promise.reject(new Error("boom")))]) {
        const app = appWith(renderer);
        const known = await app.request(`/track/${KNOWN}`);
        expect(known.status).toBe(200);
        const html = await known.text();
        expect(html).toContain('<div id="root"></div>');
        expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
        expect((await app.request("/track/nope")).status).toBe(404);
        expect((await app.request("/track/%E0%A4%A")).status).toBe(404);
      }
    } finally {
      quiet.mockRestore();
    }
  });

  it("leaves / to the landing page and other paths to the browser", async () => {
    const app = appWith(bundle(renderTrack));
    expect(await (await app.request("/")).text()).toContain('<div id="root"><main>landing</main></div>');
    for (const path of ["/track", "/track/", "/track/a/b", "/admin/orders"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });
});

describe("status page helpers", () => {
  it("reads the token of a status page path", () => {
    expect(trackTokenOf(`/track/${KNOWN}`)).toBe(KNOWN);
    expect(trackTokenOf(`/track/${KNOWN}/`)).toBe(KNOWN);
    expect(trackTokenOf("/track/a%20b")).toBe("a b");
    expect(trackTokenOf("/track/%E0%A4%A")).toBeNull();
    expect(trackTokenOf("/tracking/abc")).toBeNull();
  });

  it("escapes the title", () => {
    expect(renderTrackHeadTags('<b>"x"</b>')).toContain("<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>");
  });

  it("finds the status page's own assets in the site manifest", () => {
    const manifest = {
      "src/app/app.tsx": { file: "assets/app-1.js", imports: ["_shared.js"] },
      "src/app/track-app.tsx": { file: "assets/track-app-2.js", css: ["assets/track-app-3.css"], imports: ["_shared.js"] },
      "_shared.js": { file: "assets/shared-4.js" },
    };
    expect(siteAssetsFromManifest(manifest, "/remotes/site/", "src/app/track-app.tsx")).toEqual({
      stylesheets: ["/remotes/site/assets/track-app-3.css"],
      modulePreloads: ["/remotes/site/remoteEntry.js", "/remotes/site/assets/track-app-2.js", "/remotes/site/assets/shared-4.js"],
    });
  });
});
