/**
 * Issue 32, item 1: a fresh install's dashboard says what is left to set up
 * (shop address, owner e-mail, public address, service prices, payment
 * links, mail provider, shipping origin), none done; each step links to the
 * Settings tab that fixes it, and pricing every service ticks its step. At a
 * laptop's and a phone's width, with axe in both themes.
 */
import { rm } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe-findings.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { logIn, ownerCredentials } from "./support/own-admin-server.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const OWNER = ownerCredentials("setup-owner");
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const STEPS = ["Shop address", "Your e-mail", "Public address of the site", "Service prices", "Payment links", "Mail provider", "Shipping origin"];

describe.skipIf(!chromiumPath)("the setup checklist on a fresh install, in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password } });
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    if (!server) return;
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  });

  async function signedIn(viewport: { width: number; height: number }, theme: "light" | "dark" = "light") {
    const context = await browser.newContext({ baseURL: server.url, viewport, colorScheme: theme });
    await context.addInitScript(`localStorage.setItem("theme", ${JSON.stringify(theme)})`);
    const page = await context.newPage();
    await logIn(page, OWNER);
    return { context, page };
  }

  it("lists every step not done at 1440 and 390 px, links a step to its tab, and ticks service prices once every service has one", async () => {
    for (const viewport of [LAPTOP, PHONE]) {
      const { context, page } = await signedIn(viewport);
      await page.goto("/admin/dashboard");
      const steps = page.getByRole("list", { name: "Setup steps" });
      await steps.waitFor();
      for (const step of STEPS) await steps.getByText(`${step} (to do)`).waitFor();
      expect(await steps.getByRole("link").count()).toBe(STEPS.length);
      // Nothing of the checklist spills past the screen's edge.
      expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
      await context.close();
    }

    const { context, page } = await signedIn(LAPTOP);
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "Price services: Service prices" }).click();
    await page.waitForURL("**/admin/settings?tab=services");
    expect(await page.getByRole("tab", { name: "Services" }).getAttribute("aria-selected")).toBe("true");

    const services = (await (await page.request.get("/api/services")).json()) as { id: number }[];
    for (const service of services) {
      expect((await page.request.put(`/api/services/${service.id}`, { data: { price: 4500 } })).status()).toBe(200);
    }
    await page.goto("/admin/dashboard");
    const steps = page.getByRole("list", { name: "Setup steps" });
    await steps.getByText("Service prices (done)").waitFor();
    expect(await steps.getByRole("link", { name: /Service prices/ }).count()).toBe(0);
    await steps.getByText("Payment links (to do)").waitFor();
    await context.close();
  }, 180_000);

  it("has no serious or critical axe finding on the dashboard with the checklist, in the light and the dark theme", async () => {
    const findings: Record<string, unknown> = {};
    for (const theme of ["light", "dark"] as const) {
      const { context, page } = await signedIn(LAPTOP, theme);
      await page.goto("/admin/dashboard");
      await page.getByRole("list", { name: "Setup steps" }).waitFor();
      findings[theme] = await seriousAxeFindings(page);
      await context.close();
    }
    expect(findings).toEqual({ light: [], dark: [] });
  }, 180_000);
});
