import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");

describe.skipIf(!chromiumPath)("foundation journeys in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("renders the landing page hero from the database, with no errors or CSP violations", async () => {
    const { page, errors, context } = await openPage(browser, baseUrl);
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Professional Lacrosse Stringing Services" }).waitFor();
    expect(await page.getByRole("link", { name: /admin login/i }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads no admin remote file when visiting /", async () => {
    const { page, requests, context } = await openPage(browser, baseUrl);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(requests.some((url) => url.includes("/remotes/site/"))).toBe(true);
    expect(requests.filter((url) => url.includes("/remotes/admin/"))).toEqual([]);
    // The landing page's own build hydrates it (decision record 0024): no shell script, no federation runtime.
    const scripts = requests.filter((url) => new URL(url).pathname.endsWith(".js"));
    expect(scripts.some((url) => url.includes("/remotes/site/landing/"))).toBe(true);
    expect(scripts.filter((url) => !url.includes("/remotes/site/landing/"))).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(12);
    await context.close();
  });

  it("goes from / to the login page by a full page load, whose HTML brings the admin's preload links", async () => {
    const { page, errors, context } = await openPage(browser, baseUrl);
    await page.goto("/", { waitUntil: "networkidle" });
    const [document] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === "/auth" && response.request().resourceType() === "document"),
      page.getByRole("link", { name: "Admin Login" }).first().click(),
    ]);
    expect(await document.text()).toContain('<link rel="modulepreload" href="/remotes/admin/remoteEntry.js">');
    await page.getByText("Log in to access the admin dashboard").waitFor();
    // The signed-out session check answers 401, which Chromium logs; nothing else may fail.
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await context.close();
  });

  it("downloads no admin remote file when visiting a status page", async () => {
    const placed = await fetch(`${baseUrl}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Tess",
        lastName: "Track",
        customerEmail: `tess-${Date.now()}@example.com`,
        customerPhone: "555-0100",
        contactPreference: "Email",
        headType: "Warrior Evo",
        headColor: "Red",
        position: "Attack",
        serviceType: "Mesh Pocket",
        meshOption: "Providing my own mesh",
        stringOption: "Providing my own strings",
        pocketPreference: "Mid Pocket",
        shippingAddress: "1 Main St",
        shippingCity: "Baltimore",
        shippingState: "MD",
        shippingZip: "21201",
        shippingCountry: "United States",
      }),
    });
    expect(placed.status).toBe(201);
    const { statusUrl } = (await placed.json()) as { statusUrl: string };
    const { page, requests, errors, context } = await openPage(browser, baseUrl);
    await page.goto(statusUrl, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(requests.some((url) => url.includes("/remotes/site/"))).toBe(true);
    expect(requests.filter((url) => url.includes("/remotes/admin/"))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a signed-out visitor of /admin to /auth", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto("/admin/orders");
    await page.waitForURL("**/auth");
    await page.getByText("Log in to access the admin dashboard").waitFor();
    await context.close();
  });

  it("logs in at /auth with the bootstrap admin, reaches the dashboard shell, and logs out to /", async () => {
    const { page, errors, context } = await openPage(browser, baseUrl);
    await page.goto("/auth");
    await page.getByLabel("Username").fill(inject("adminUsername"));
    await page.getByLabel("Password").fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    for (const link of ["Orders", "Inventory", "Customers", "Marketing", "Settings"]) {
      expect(await page.getByRole("link", { name: link }).count(), link).toBeGreaterThan(0);
    }

    // A signed-in admin opening the login screen goes back to the dashboard.
    await page.goto("/auth");
    await page.waitForURL("**/admin/dashboard");

    await page.getByRole("button", { name: /log out/i }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/user")).status);
    expect(me).toBe(401);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "This page doesn’t exist" }).waitFor();
    await context.close();
  });
});
