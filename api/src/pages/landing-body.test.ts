import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openPgliteTestDatabase, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { createTestApp } from "../testing/test-app.ts";
import { injectLandingBody, landingAssetsFromManifest, siteAssetsFromManifest, type LandingBody } from "./landing-body.ts";
import { DEFAULT_SHOP_URL } from "@stringing/core/content/site-defaults";

const SHELL_HTML = `<!doctype html><html><head><title>Shell</title><!--app-head--></head><body><div id="root"></div></body></html>`;

/** The shape of a real site build's manifest, trimmed. */
const MANIFEST = {
  "src/app/app.tsx": { file: "assets/app-Aa11Bb22.js", isEntry: true, css: ["assets/app-Cc33Dd44.css"], imports: ["_shared-Ee55.js", "_form.css-Ff66.js"] },
  "_shared-Ee55.js": { file: "assets/shared-Ee55.js", imports: ["_runtime-Gg77.js"] },
  "_runtime-Gg77.js": { file: "assets/runtime-Gg77.js" },
  "_form.css-Ff66.js": { file: "assets/form.css-Ff66.js", css: ["assets/form-Hh88.css"], imports: ["_shared-Ee55.js"] },
  "src/features/order/components/order-form.tsx": { file: "assets/order-form-Ii99.js", isDynamicEntry: true, css: ["assets/order-form-Jj00.css"] },
};

/** The shape of the landing page's own build's manifest (frontends/site, `--mode landing`), trimmed. */
const LANDING_MANIFEST = {
  "src/app/landing-client.tsx": {
    file: "assets/landing-Kk11.js",
    isEntry: true,
    css: ["assets/landing-Ll22.css"],
    imports: ["_react-Mm33.js"],
    dynamicImports: ["src/features/order/components/order-form.tsx"],
  },
  "_react-Mm33.js": { file: "assets/react-Mm33.js" },
  "src/features/order/components/order-form.tsx": { file: "assets/order-form-Nn44.js", isDynamicEntry: true, imports: ["src/app/landing-client.tsx"] },
};

/** The built shell's head: its entry script, its preloads and the page-wide stylesheet. */
const BUILT_SHELL_HTML = `<!doctype html><html><head><title>Shell</title><!--app-head-->
    <script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-0c49.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vite-preload-helper-7y9s.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CFwd.css">
  <link rel="modulepreload" crossorigin href="/assets/hostInit-BEU9.js"></head><body><div id="root"></div></body></html>`;

/** A stand-in for the site's server bundle: it reads through the API it is given, as the real one does. */
const FAKE_BUNDLE = `
export async function renderLandingPage({ request, shopUrl }) {
  const services = await (await request("/api/services", {})).json();
  return {
    html: "<main>" + services.map((s) => "<h3>" + s.name + "</h3>").join("") + "<p>" + (shopUrl ?? "no shop") + "</p></main>",
    state: { queries: [{ queryKey: ["/api/services"], state: { data: services } }], note: "</script><script>alert(1)</script>" },
  };
}
`;

describe("the server-rendered body of /", () => {
  it("takes the exposed App's stylesheets and static imports from the manifest, never the lazy order form", () => {
    expect(siteAssetsFromManifest(MANIFEST, "/remotes/site/")).toEqual({
      stylesheets: ["/remotes/site/assets/app-Cc33Dd44.css", "/remotes/site/assets/form-Hh88.css"],
      modulePreloads: [
        "/remotes/site/remoteEntry.js",
        "/remotes/site/assets/app-Aa11Bb22.js",
        "/remotes/site/assets/shared-Ee55.js",
        "/remotes/site/assets/runtime-Gg77.js",
        "/remotes/site/assets/form.css-Ff66.js",
      ],
    });
    expect(() => siteAssetsFromManifest({}, "/remotes/site/")).toThrow(/src\/app\/app.tsx/);
  });

  it("takes the landing build's entry as the page's script, its static imports as preloads, never the lazy order form", () => {
    expect(landingAssetsFromManifest(LANDING_MANIFEST, "/remotes/site/landing/")).toEqual({
      entry: "/remotes/site/landing/assets/landing-Kk11.js",
      modulePreloads: ["/remotes/site/landing/assets/react-Mm33.js"],
      stylesheets: ["/remotes/site/landing/assets/landing-Ll22.css"],
    });
    expect(() => landingAssetsFromManifest(MANIFEST, "/remotes/site/landing/")).toThrow(/landing-client/);
  });

  it("with the landing build's entry, drops the shell's scripts and preloads and keeps its stylesheet", () => {
    const body: LandingBody = {
      html: "<h1>Hello</h1>",
      state: {},
      assets: { entry: "/remotes/site/landing/assets/landing-Kk11.js", modulePreloads: ["/remotes/site/landing/assets/react-Mm33.js"], stylesheets: [] },
    };
    const html = injectLandingBody(BUILT_SHELL_HTML, body);
    expect(html).not.toMatch(/src="\/assets\/|modulepreload[^>]*href="\/assets\//);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CFwd.css">');
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/remotes/site/landing/assets/landing-Kk11.js">']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/remotes/site/landing/assets/react-Mm33.js"></head>');
    // Without an entry (the status page, or a build without the landing page's own), the shell's scripts stay.
    expect(injectLandingBody(BUILT_SHELL_HTML, { ...body, assets: { stylesheets: [], modulePreloads: [] } })).toContain(
      '<script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-0c49.js"></script>',
    );
  });

  it("puts the markup into #root, the state after it where no text can end the script, and the assets into the head", () => {
    const body: LandingBody = {
      html: "<h1>Hello</h1>",
      state: { text: "</script><script>alert(1)</script>" },
      assets: { stylesheets: ["/remotes/site/a.css"], modulePreloads: ["/remotes/site/remoteEntry.js"] },
    };
    const html = injectLandingBody(SHELL_HTML, body);
    expect(html).toContain('<div id="root"><h1>Hello</h1></div>');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/remotes/site/a.css"><link rel="modulepreload" crossorigin href="/remotes/site/remoteEntry.js"></head>',
    );
    const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(state)).toEqual(body.state);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(() => injectLandingBody("<html><body><div id=root>x</div></body></html>", body)).toThrow(/#root/);
  });

  describe("served by the app", () => {
    let root: string;
    let database: TestDatabase;

    const appWith = async (bundle: string | null) => {
      const siteServer = join(root, "server", `render-${Math.random().toString(36).slice(2)}.mjs`);
      if (bundle !== null) await writeFile(siteServer, bundle);
      return createTestApp(database, { frontend: { shell: join(root, "shell"), site: join(root, "site"), admin: join(root, "admin"), siteServer } });
    };

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), "landing-body-"));
      for (const folder of ["shell", "site/.vite", "admin", "server"]) await mkdir(join(root, folder), { recursive: true });
      await writeFile(join(root, "shell/index.html"), SHELL_HTML);
      await writeFile(join(root, "site/.vite/manifest.json"), JSON.stringify(MANIFEST));
      database = await openPgliteTestDatabase();
    });
    afterAll(async () => {
      await database.dispose();
      await rm(root, { recursive: true, force: true });
    });

    it("renders / from the API answering in process, with the head's shop link; other pages stay empty for the browser", async () => {
      const t = await appWith(FAKE_BUNDLE);
      const html = await (await t.request("/")).text();
      // The seeded shop address reaches the renderer from the head's read.
      expect(html).toContain(
        `<div id="root"><main><h3>Traditional Pocket</h3><h3>Mesh Pocket</h3><h3>Pro Custom Stringing</h3><p>${DEFAULT_SHOP_URL}</p></main></div>`,
      );
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/remotes/site/assets/app-Cc33Dd44.css">');
      expect(html).toContain("<title>Professional Lacrosse Stringing Services | StringMaster Pro</title>");
      expect(html).not.toContain("</script><script>alert(1)");
      for (const path of ["/auth", "/admin/orders", "/no/such/page"]) {
        expect(await (await t.request(path)).text(), path).toContain('<div id="root"></div>');
      }
    });

    it("serves / with the landing page's own build in place of the shell's scripts when the site has one; other pages keep the shell", async () => {
      await mkdir(join(root, "site/landing/.vite"), { recursive: true });
      await writeFile(join(root, "site/landing/.vite/manifest.json"), JSON.stringify(LANDING_MANIFEST));
      await writeFile(join(root, "shell/index.html"), BUILT_SHELL_HTML);
      try {
        const t = await appWith(FAKE_BUNDLE);
        const html = await (await t.request("/")).text();
        expect(html).toContain("<h3>Traditional Pocket</h3>");
        expect(html).toContain('<script type="module" crossorigin src="/remotes/site/landing/assets/landing-Kk11.js"></script>');
        expect(html).toContain('<link rel="stylesheet" crossorigin href="/remotes/site/landing/assets/landing-Ll22.css">');
        expect(html).not.toContain("/assets/mf-entry-bootstrap");
        expect(html).not.toContain("remoteEntry.js");
        expect(await (await t.request("/auth")).text()).toContain('src="/assets/mf-entry-bootstrap-0-0c49.js"');
      } finally {
        await rm(join(root, "site/landing"), { recursive: true, force: true });
        await writeFile(join(root, "shell/index.html"), SHELL_HTML);
      }
    });

    it("serves the page for the browser to render when the bundle is missing or fails", async () => {
      const quiet = [vi.spyOn(console, "error").mockImplementation(() => {}), vi.spyOn(console, "warn").mockImplementation(() => {})];
      try {
        for (const bundle of [null, `export async function renderLandingPage() { throw new Error("boom"); }`]) {
          const t = await appWith(bundle);
          const response = await t.request("/");
          expect(response.status).toBe(200);
          const html = await response.text();
          expect(html).toContain('<div id="root"></div>');
          expect(html).not.toContain("page-state");
          expect(html).toContain("<title>Professional Lacrosse Stringing Services | StringMaster Pro</title>");
        }
      } finally {
        for (const spy of quiet) spy.mockRestore();
      }
    });
  });
});
