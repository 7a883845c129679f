/**
 * The pocket in detail (issue 35): a player opens the order form's optional
 * "Pocket details" section, says some parts (mesh, diamonds, sidewall, two
 * shooters, channel) and orders; the status page shows them in the
 * stringer's order; "Order this pocket again" opens the form with them
 * filled and the section open; the second order stores the same pocket
 * (read back from the API). On a laptop (1440 px) and a phone (390 px),
 * axe in both colour schemes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { expectNoSeriousAxeFindingInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const STORED = {
  meshBrand: "StringKing 4S",
  diamonds: 11,
  sidewallColor: "Red",
  topStringColor: null,
  shooters: [
    { style: "straight", material: null, color: null },
    { style: "v", material: "hockey_lace", color: "White" },
  ],
  channel: "slight",
  whip: null,
};

async function adminCookie(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: inject("adminUsername"), password: inject("adminPassword") }),
  });
  expect(response.status).toBe(200);
  return /sid=[^;]*/.exec(response.headers.get("set-cookie") ?? "")![0];
}

async function storedPocket(cookie: string, id: number): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/orders/${id}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { pocket?: unknown }).pocket;
}

async function choose(page: Page, form: Locator, field: string, option: string) {
  await form.locator(`[data-field="${field}"] button`).first().click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const picked = (form: Locator, field: string) => form.locator(`[data-field="${field}"] button`).first().textContent();

/** Nothing wider than the screen. */
const overflow = (page: Page) => page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth");

async function fillContactAndAddress(form: Locator, name: string) {
  await form.getByLabel("First Name").fill(name);
  await form.getByLabel("Last Name").fill("Pocket");
  await form.getByLabel("Email Address").fill(`${name.toLowerCase()}-${unique()}@example.com`);
  await form.getByLabel("Phone Number").fill("555-0142");
  await form.getByLabel("Street Address").fill("4 Crease Court");
  await form.getByLabel("City").fill("Towson");
  await form.getByLabel("State").fill("MD");
  await form.getByLabel("ZIP Code").fill("21204");
}

async function submitted(page: Page, form: Locator): Promise<number> {
  await form.getByRole("button", { name: "Submit Order" }).click();
  const heading = page.getByRole("heading", { name: /^Thank you! Your order #\d+ is in\.$/ });
  await heading.waitFor({ timeout: 20_000 });
  return Number(/#(\d+)/.exec((await heading.textContent())!)![1]);
}

describe.skipIf(!chromiumPath)("the pocket in detail, in Chromium", () => {
  let browser: Browser;
  let cookie: string;
  beforeAll(async () => {
    browser = await launchChromium();
    cookie = await adminCookie();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ["laptop", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ])(
    "on a %s: said on the form, shown on the status page, carried by Order this pocket again and stored again",
    async (_name, viewport) => {
      const { page, context, errors } = await openPage(browser, baseUrl, viewport);
      await page.goto("/");
      await page.locator("#order").scrollIntoViewIfNeeded();
      const form = page.getByRole("form", { name: "Custom order form" });
      await form.waitFor({ timeout: 20_000 });
      await fillContactAndAddress(form, "Riley");
      await form.getByLabel("Head Type").fill("ECD Rebel Offense");
      await form.getByLabel("Head Color").fill("Black");
      await choose(page, form, "serviceType", "Mesh Pocket");
      await form.getByText("Providing my own strings").click();

      // Closed until asked for; the stringer completes what is left blank.
      const toggle = form.getByRole("button", { name: "Pocket details (optional)" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await form.getByText(/the stringer completes whatever you leave blank/).waitFor();
      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      await form.getByLabel("Mesh brand").fill("StringKing 4S");
      await form.getByLabel("Diamonds", { exact: true }).fill("11");
      await form.getByLabel("Sidewall color").fill("Red");
      const add = form.getByRole("button", { name: "Add a shooter" });
      await add.click();
      // By keyboard: the new row's style has the focus.
      await add.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(`document.activeElement?.closest("[data-field]")?.getAttribute("data-field")`)).toBe("pocket.shooters.1.style");
      await choose(page, form, "pocket.shooters.1.style", "V");
      await choose(page, form, "pocket.shooters.1.material", "Hockey lace");
      await form.locator('[data-field="pocket.shooters.1.color"] input').fill("White");
      await choose(page, form, "pocket.channel", "Slight channel");
      expect(await overflow(page)).toBe(0);
      await expectNoSeriousAxeFindingInBothThemes(page, toggle);

      const first = await submitted(page, form);
      expect(await storedPocket(cookie, first)).toEqual(STORED);
      const statusUrl = (await page.getByRole("link", { name: "View your order status" }).getAttribute("href"))!;

      // The status page says the pocket in the stringer's order.
      await page.goto(new URL(statusUrl).pathname);
      const pocket = page.getByRole("region", { name: "Your pocket" });
      await pocket.waitFor();
      const details = pocket.locator("dl").nth(1);
      const terms = await details.locator("dt").allTextContents();
      const values = await details.locator("dd").allTextContents();
      expect(terms.map((term, index) => [term, values[index]])).toEqual([
        ["Mesh type", "StringKing 4S, 11 diamonds"],
        ["Sidewall", "Red"],
        ["Shooter 1", "Straight"],
        ["Shooter 2", "V hockey lace, White"],
        ["Channel", "Slight channel"],
      ]);
      const again = pocket.getByRole("link", { name: "Order this pocket again" });
      expect(Object.fromEntries(new URL((await again.getAttribute("href"))!, baseUrl).searchParams)).toMatchObject({
        again: String(first),
        mesh: "StringKing 4S",
        dia: "11",
        side: "Red",
        s1: "straight",
        s2: "v.hockey_lace.White",
        chan: "slight",
      });
      expect(await overflow(page)).toBe(0);
      await expectNoSeriousAxeFindingInBothThemes(page, pocket);

      // Ordered again: the form opens with the pocket filled and its section open.
      await again.click();
      const refilled = page.getByRole("form", { name: "Custom order form" });
      await refilled.getByText(`Filled from order #${first} — check it and add your contact and address.`).waitFor({ timeout: 20_000 });
      const reopened = refilled.getByRole("button", { name: "Pocket details (optional)" });
      await expect.poll(() => reopened.getAttribute("aria-expanded")).toBe("true");
      expect(await refilled.getByLabel("Mesh brand").inputValue()).toBe("StringKing 4S");
      expect(await refilled.getByLabel("Diamonds", { exact: true }).inputValue()).toBe("11");
      expect(await refilled.getByLabel("Sidewall color").inputValue()).toBe("Red");
      expect(await picked(refilled, "pocket.shooters.0.style")).toContain("Straight");
      expect(await picked(refilled, "pocket.shooters.1.style")).toContain("V");
      expect(await picked(refilled, "pocket.shooters.1.material")).toContain("Hockey lace");
      expect(await refilled.locator('[data-field="pocket.shooters.1.color"] input').inputValue()).toBe("White");
      expect(await picked(refilled, "pocket.channel")).toContain("Slight channel");
      expect(await picked(refilled, "pocket.whip")).toContain("Leave it to the stringer");
      expect(await overflow(page)).toBe(0);
      await expectNoSeriousAxeFindingInBothThemes(page, reopened);

      await fillContactAndAddress(refilled, "Sam");
      const second = await submitted(page, refilled);
      expect(second).toBeGreaterThan(first);
      expect(await storedPocket(cookie, second)).toEqual(STORED);
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
