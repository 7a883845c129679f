/**
 * The admin's cold load (issue 16): the HTML of `/auth` and `/admin/*`
 * lists the admin's first files as preload links, so Chromium requests them
 * from the document itself, in parallel, instead of discovering each one
 * after the file that imports it. `/` lists none and loads no admin code.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { chromiumPath, launchChromium } from "./support/chromium.ts";

type Fetched = { url: string; initiator: string };

describe.skipIf(!chromiumPath)("admin preload in Chromium", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** Every request of a cold load of `path`, with what started it: "parser" for the HTML's own links, "script" for an import. */
  async function coldLoad(path: string): Promise<Fetched[]> {
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const fetched: Fetched[] = [];
      cdp.on("Network.requestWillBeSent", (event) => fetched.push({ url: new URL(event.request.url).pathname, initiator: event.initiator.type }));
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      return fetched;
    } finally {
      await context.close();
    }
  }

  it("has the admin's entry, its App and their imports requested by the login page's HTML, before any script asks", async () => {
    const fetched = await coldLoad("/auth");
    const admin = fetched.filter((request) => request.url.startsWith("/remotes/admin/") && request.url.endsWith(".js"));
    const entry = admin.find((request) => request.url === "/remotes/admin/remoteEntry.js");
    const app = admin.find((request) => /\/remotes\/admin\/assets\/app-[^/]+\.js$/.test(request.url));
    expect(entry?.initiator).toBe("parser");
    expect(app?.initiator).toBe("parser");
    // The screens the App loads later stay on demand; every file before them came from the HTML.
    expect(admin.filter((request) => request.initiator === "parser").length).toBeGreaterThanOrEqual(4);
    expect(fetched.some((request) => request.url === "/api/user")).toBe(true);
  });

  it("lists no admin file on / and downloads none", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).not.toContain("/remotes/admin/");
    expect(html).not.toContain("loadRemote__admin");
    const fetched = await coldLoad("/");
    expect(fetched.filter((request) => request.url.startsWith("/remotes/admin/"))).toEqual([]);
  });
});
