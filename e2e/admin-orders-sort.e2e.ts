/**
 * Issue 32, item 4, "sortable columns" and "filters kept in the URL": the
 * owner sorts All Orders by a header (Customer A to Z and back, Order #),
 * each header saying how it sorts (aria-sort); the sort lives in the address
 * with the search, so a reload keeps it, and a trip to the Shipping tab and
 * back keeps the Orders tab's search and sort. On a phone, where the headers
 * are hidden, the Sort select does the same. At 1440 and 390 px, axe in the
 * light and the dark theme.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { expectNoSeriousAxeFindingInBothThemes as axeInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { logIn, placeOrderThroughApi } from "./support/own-admin-server.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const owner = { username: inject("adminUsername"), password: inject("adminPassword") };

/** The first names of this run's orders, in the order the table shows them. */
async function shownNames(grid: Locator, stamp: string): Promise<string[]> {
  const texts = await grid.getByRole("row").filter({ hasText: stamp }).allTextContents();
  return texts.map((text) => /(Zara|adam|Mia) Sort/.exec(text)?.[1] ?? "?");
}

describe.skipIf(!chromiumPath)("sorting the Orders list, in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("sorts by the headers at 1440 px, keeps the sort and the search in the address and across the Shipping tab", async () => {
    const stamp = `l${Date.now().toString(36)}`;
    for (const firstName of ["Zara", "adam", "Mia"]) {
      await placeOrderThroughApi(baseUrl, { firstName, lastName: `Sort${stamp}`, customerEmail: `${firstName.toLowerCase()}.${stamp}@example.com` });
    }
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 1440, height: 900 });
    await logIn(page, owner);
    await page.goto(`/admin/orders?q=Sort${stamp}`);
    const grid = page.getByRole("grid", { name: "All Orders" });
    const names = () => shownNames(grid, stamp);
    await expect.poll(names).toEqual(["Mia", "adam", "Zara"]);
    const customer = grid.getByRole("columnheader", { name: "Customer" });
    expect(await grid.getByRole("columnheader", { name: "Date" }).getAttribute("aria-sort")).toBe("descending");
    expect(await customer.getAttribute("aria-sort")).toBe("none");

    // Customer: A to Z first, ignoring case; pressed again, Z to A.
    await customer.click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "customerName" && url.searchParams.get("direction") === "asc");
    await expect.poll(names).toEqual(["adam", "Mia", "Zara"]);
    expect(await customer.getAttribute("aria-sort")).toBe("ascending");
    await customer.click();
    await expect.poll(names).toEqual(["Zara", "Mia", "adam"]);
    expect(await customer.getAttribute("aria-sort")).toBe("descending");

    // Order # from the keyboard: highest first, then lowest.
    const number = grid.getByRole("columnheader", { name: "Order #" });
    await number.focus();
    await page.keyboard.press("Enter");
    await expect.poll(names).toEqual(["Mia", "adam", "Zara"]);
    await page.keyboard.press("Enter");
    await expect.poll(names).toEqual(["Zara", "adam", "Mia"]);
    expect(await number.getAttribute("aria-sort")).toBe("ascending");
    await axeInBothThemes(page, grid);

    // A reload keeps the search and the sort; so does a visit to Shipping.
    const sorted = page.url();
    expect(new URL(sorted).searchParams.get("q")).toBe(`Sort${stamp}`);
    await page.reload();
    await expect.poll(names).toEqual(["Zara", "adam", "Mia"]);
    await page.getByRole("tab", { name: "Shipping" }).click();
    await page.getByRole("heading", { name: "Shipping Management" }).waitFor();
    await page.getByRole("tab", { name: "Orders", exact: true }).click();
    await page.waitForURL(sorted);
    await expect.poll(names).toEqual(["Zara", "adam", "Mia"]);
    expect(await page.getByRole("searchbox", { name: "Search orders" }).inputValue()).toBe(`Sort${stamp}`);
    expect(await number.getAttribute("aria-sort")).toBe("ascending");

    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it("sorts with the Sort select on a 390 px phone, where the headers are hidden", async () => {
    const stamp = `p${Date.now().toString(36)}`;
    for (const firstName of ["Zara", "adam", "Mia"]) {
      await placeOrderThroughApi(baseUrl, { firstName, lastName: `Sort${stamp}`, customerEmail: `${firstName.toLowerCase()}.${stamp}@example.com` });
    }
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await logIn(page, owner);
    await page.goto(`/admin/orders?q=Sort${stamp}`);
    const grid = page.getByRole("grid", { name: "All Orders" });
    const names = () => shownNames(grid, stamp);
    await expect.poll(names).toEqual(["Mia", "adam", "Zara"]);

    // The select's button is named by its value and its label: "Newest first Sort".
    await page.getByRole("button", { name: /Sort/ }).click();
    await page.getByRole("option", { name: "Customer A to Z" }).click();
    await expect.poll(names).toEqual(["adam", "Mia", "Zara"]);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("customerName");
    expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
    await axeInBothThemes(page, grid);

    await page.getByRole("tab", { name: "Shipping" }).click();
    await page.getByRole("heading", { name: "Shipping Management" }).waitFor();
    await page.getByRole("tab", { name: "Orders", exact: true }).click();
    await expect.poll(names).toEqual(["adam", "Mia", "Zara"]);

    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});
