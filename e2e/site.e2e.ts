import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NEED_STRINGS = "Need strings with base white crosslace (+$11.99)";

/** An admin session for API calls, as a browser would hold it. */
async function adminCookie(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: inject("adminUsername"), password: inject("adminPassword") }),
  });
  expect(response.status).toBe(200);
  return /sid=[^;]*/.exec(response.headers.get("set-cookie") ?? "")![0];
}

/** One API call as the admin; `Body` is what the caller expects back. */
async function api<Body = unknown>(cookie: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** A payment link for a seeded service (or, if another journey took that name, one of our own) pointing back at this server. */
async function paymentSettingFor(cookie: string): Promise<{ serviceName: string; amount: string }> {
  const link = `${baseUrl}/pay-test?amount=[amount]`;
  const seeded = await api(cookie, "POST", "/api/payment-settings", { serviceName: "Pro Custom Stringing", paymentLink: link });
  if (seeded.status === 201) return { serviceName: "Pro Custom Stringing", amount: "11.99" }; // seeded price 0 + strings
  const serviceName = `E2E Service ${unique()}`;
  expect((await api(cookie, "POST", "/api/services", { name: serviceName, description: "For the site journey", price: 2500 })).status).toBe(201);
  expect((await api(cookie, "POST", "/api/payment-settings", { serviceName, paymentLink: link })).status).toBe(201);
  return { serviceName, amount: "36.99" };
}

async function orderForm(page: Page) {
  await page.locator("#order").scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Custom order form" });
  await form.waitFor();
  return form;
}

describe.skipIf(!chromiumPath)("the public site in Chromium", () => {
  let browser: Browser;
  let cookie: string;
  let payment: { serviceName: string; amount: string };

  beforeAll(async () => {
    browser = await launchChromium();
    cookie = await adminCookie();
    payment = await paymentSettingFor(cookie);
  });
  afterAll(() => browser?.close());

  it("places an order and opens the payment link with the amount substituted", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto("/");
    const form = await orderForm(page);
    await form.getByLabel("First Name").fill("Casey");
    await form.getByLabel("Last Name").fill("Order");
    await form.getByLabel("Email Address").fill(`casey-${unique()}@example.com`);
    await form.getByLabel("Phone Number").fill("555-0101");
    await form.getByLabel("Head Type").fill("StringKing Mark 2A");
    await form.getByLabel("Head Color").fill("White");
    await form.locator('[data-field="serviceType"] button').click();
    await page.getByRole("option", { name: payment.serviceName }).click();
    await form.getByText(NEED_STRINGS).click();
    await form.getByLabel("Street Address").fill("1 Field Way");
    await form.getByLabel("City").fill("Baltimore");
    await form.getByLabel("State").fill("MD");
    await form.getByLabel("ZIP Code").fill("21201");

    const popup = context.waitForEvent("page", { timeout: 15_000 });
    await form.getByRole("button", { name: "Submit Order" }).click();
    await page.getByText("Order submitted successfully!").waitFor();
    await page.getByText(/Order #\d+ has been created\. Our payment page opens in a new tab\./).waitFor();
    const paymentPage = await popup;
    await paymentPage.waitForURL(/pay-test/);
    expect(new URL(paymentPage.url()).searchParams.get("amount")).toBe(payment.amount);
    // The confirmation stays; another order starts from an empty form.
    await page.getByRole("heading", { name: /^Thank you! Your order #\d+ is in\.$/ }).waitFor();
    await page.getByRole("button", { name: "Place another order" }).click();
    expect(await form.getByLabel("First Name").inputValue()).toBe("");
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it("shows the spec's messages for an empty order and keeps what was typed", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto("/");
    const form = await orderForm(page);
    await form.getByLabel("Head Color").fill("Black");
    await form.getByRole("button", { name: "Submit Order" }).click();
    for (const message of ["First name is required", "Valid email is required", "String option is required", "ZIP code is required"]) {
      await form.getByText(message).waitFor();
    }
    expect(await form.getByLabel("Head Color").inputValue()).toBe("Black");
    await expect.poll(() => page.evaluate(`document.activeElement?.getAttribute("name")`)).toBe("firstName");
    await context.close();
  });

  it("subscribes to the newsletter", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Email address").fill(`news-${unique()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Subscribed Successfully").waitFor();
    await page.getByText("Thank you for subscribing to our newsletter!").waitFor();
    expect(await form.getByLabel("Email address").inputValue()).toBe("");
    await context.close();
  });

  it("sends a contact message", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Message must be at least 10 characters").waitFor();
    const marker = unique();
    await form.getByLabel("First Name").fill("Mia");
    await form.getByLabel("Last Name").fill("Message");
    await form.getByLabel("Email").fill(`mia-${marker}@example.com`);
    await form.getByLabel("Message").fill(`Can you string a goalie head? ${marker}`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message Sent Successfully").waitFor();
    const contacts = await api<{ email: string; name: string }[]>(cookie, "GET", "/api/contacts");
    expect(contacts.body.find((c) => c.email === `mia-${marker}@example.com`)).toMatchObject({ name: "Mia Message" });
    await context.close();
  });

  it("has the order form ready once the page is idle, without scrolling to it", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const form = page.getByRole("form", { name: "Custom order form" });
    await form.waitFor({ state: "attached", timeout: 10_000 });
    expect(await page.evaluate("window.scrollY")).toBe(0);
    expect(await form.getByLabel("First Name").count()).toBe(1);
    expect(await form.getByRole("button", { name: "Submit Order" }).count()).toBe(1);
    expect(await page.getByText("Loading the order form").count()).toBe(0);
    await context.close();
  });

  it("opens the mobile menu at 375 px and closes it after a section jump", async () => {
    const { page, context } = await openPage(browser, baseUrl, { width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "Contact" }).click();
    await menu.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(async () => Math.round((await page.locator("#contact").boundingBox())!.y), { timeout: 5000 }).toBe(80);
    await context.close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto(`/no-such-page-${unique()}`);
    await page.getByRole("heading", { level: 1, name: "This page doesn’t exist" }).waitFor();
    await context.close();
  });

  it("shows content edited through the API on reload, in the page and in the server-built head", async () => {
    const sections = await api<{ id: number; section: string; title: string | null }[]>(cookie, "GET", "/api/content");
    const hero = sections.body.find((s) => s.section === "hero-heading")!;
    const title = `Strung Right ${unique()}`;
    expect((await api(cookie, "PUT", `/api/content/${hero.id}`, { title })).status).toBe(200);
    try {
      const { page, context } = await openPage(browser, baseUrl);
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await page.title()).toBe(`${title} | StringMaster Pro`);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(jsonLd["@graph"][0]["@type"]).toBe("LocalBusiness");
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(`${title} | StringMaster Pro`);
      expect(await page.locator('link[rel="preload"][as="image"]').count()).toBeGreaterThan(0);
      await context.close();
    } finally {
      expect((await api(cookie, "PUT", `/api/content/${hero.id}`, { title: hero.title })).status).toBe(200);
    }
  });

  it("arrives rendered by the server, readable without JavaScript, and is taken over without errors or repeated reads", async () => {
    const services = (await api<{ name: string; visible: boolean }[]>(cookie, "GET", "/api/services")).body;
    const service = services.find((s) => s.visible)!.name;
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toMatch(/<div id="root"><!--\$-->/);
    expect(html).toContain(`>${service}</h3>`);
    expect(html).toContain('<script type="application/json" id="page-state">');

    const noScript = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto("/");
    expect(await still.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await still.locator("#services").getByRole("heading", { name: service }).isVisible()).toBe(true);
    await noScript.close();

    const { page, context, requests, errors } = await openPage(browser, baseUrl);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.getByRole("form", { name: "Custom order form" }).waitFor();
    expect(await page.evaluate("window.scrollY")).toBeGreaterThan(0);
    // The page's reads came with the HTML; only the order form, loaded after it, asks for its own (service types, prices).
    expect(
      requests
        .filter((url) => url.includes("/api/"))
        .map((url) => new URL(url).pathname)
        .sort(),
    ).toEqual(["/api/payment-settings", "/api/services"]);
    // React reports a markup mismatch as a console error.
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no serious or critical axe-core finding", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await orderForm(page);
    await page.locator("footer").scrollIntoViewIfNeeded();
    const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    // Evaluated through the DevTools protocol: the page's CSP (self-only scripts) does not apply.
    await page.evaluate(axeSource);
    const violations = (await page.evaluate(
      `axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 3) })))`,
    )) as {
      id: string;
      impact: string;
      nodes: string[];
    }[];
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await context.close();
  });

  it("places an order with the keyboard alone", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto("/");
    const form = await orderForm(page);
    await form.getByLabel("First Name").focus();
    const typeAndTab = async (text: string) => {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    };
    await typeAndTab("Kim"); // first name
    await typeAndTab("Keys"); // last name
    await typeAndTab(`kim-${unique()}@example.com`);
    await typeAndTab("555-0102");
    await page.keyboard.press("Tab"); // contact preference keeps Email
    await typeAndTab("Warrior Evo"); // head type
    await typeAndTab("Red"); // head color
    await page.keyboard.press("Tab"); // position keeps Attack
    // Service type: open with the keyboard and pick ours.
    await page.keyboard.press("Enter");
    const option = page.getByRole("option", { name: payment.serviceName });
    await page.getByRole("listbox").waitFor();
    for (let i = 0; i < 20 && (await option.getAttribute("data-focused")) === null; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByRole("listbox").waitFor({ state: "hidden" });
    await page.keyboard.press("Tab"); // mesh keeps its default
    await page.keyboard.press("Tab"); // pocket keeps Mid Pocket
    await page.keyboard.press("Tab"); // string option: arrow keys choose
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab"); // "Pocket details (optional)" stays closed
    await typeAndTab("2 Key Street");
    await typeAndTab("Towson");
    await typeAndTab("MD");
    await typeAndTab("21204");
    const popup = context.waitForEvent("page", { timeout: 15_000 });
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab"); // country, notes, how heard, opt-in
    expect(await page.evaluate(`document.activeElement?.textContent`)).toBe("Submit Order");
    await page.keyboard.press("Enter");
    await page.getByText("Order submitted successfully!").waitFor();
    const paymentPage = await popup;
    await paymentPage.waitForURL(/pay-test/);
    await context.close();
  });
});
