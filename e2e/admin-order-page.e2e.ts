/**
 * Issue 32, item 4, "Orders have no page": an order opened by its address
 * while signed out leads to the login and back to the same order; the page
 * shows the order (a reload keeps it), the customer's phone and e-mail one
 * tap away; an unknown id says so and leads back; an unknown admin path and
 * an unknown site path get a 404 for people; the list's filters survive a
 * reload and Back from an order. At 1440 and 390 px, axe in light and dark.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { seriousAxeFindingsInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { placeOrderThroughApi } from "./support/own-admin-server.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const owner = { username: inject("adminUsername"), password: inject("adminPassword") };
const VIEWPORTS = [
  { name: "laptop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];
const NOT_FOUND = "This page doesn’t exist";

describe.skipIf(!chromiumPath)("an order's own page, in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  for (const viewport of VIEWPORTS) {
    it(`opens an order by its address, through the login and back; unknown pages speak to people; the list keeps its filters (${viewport.name})`, async () => {
      const stamp = `${viewport.name}${Date.now().toString(36)}`;
      const lastName = `Page${stamp}`;
      const email = `page.${stamp}@example.com`;
      const id = await placeOrderThroughApi(baseUrl, { firstName: "Order", lastName, customerEmail: email, customerPhone: "(512) 555-0134" });
      const { page, context, errors } = await openPage(browser, baseUrl, { width: viewport.width, height: viewport.height });

      // Signed out, the order's address (a ticket's QR code, a shared link) leads to the login, then back.
      await page.goto(`/admin/orders/${id}`);
      await page.waitForURL("**/auth");
      await page.getByLabel("Username").fill(owner.username);
      await page.getByLabel("Password").fill(owner.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL(`**/admin/orders/${id}`);
      const heading = page.getByRole("heading", { level: 1, name: `Order #${id}` });
      await heading.waitFor();
      await page.getByText(`Order ${lastName}`).first().waitFor();
      expect(await page.getByRole("link", { name: email }).getAttribute("href")).toBe(`mailto:${email}`);
      expect(await page.getByRole("link", { name: "(512) 555-0134" }).first().getAttribute("href")).toBe("tel:5125550134");
      await page.reload();
      await heading.waitFor();
      expect(await seriousAxeFindingsInBothThemes(page, { reload: true, ready: heading })).toEqual({});

      await page.getByRole("link", { name: /Back to Orders/ }).click();
      await page.waitForURL("**/admin/orders");

      // An order that does not exist.
      await page.goto("/admin/orders/987654321");
      await page.getByRole("heading", { level: 1, name: "Order not found" }).waitFor();
      expect(await seriousAxeFindingsInBothThemes(page, { reload: true, ready: page.getByRole("heading", { level: 1, name: "Order not found" }) })).toEqual({});
      await page.getByRole("link", { name: "See all orders" }).click();
      await page.waitForURL("**/admin/orders");

      // An admin path with no page, then a site path with none: no developer's hint.
      await page.goto("/admin/nope");
      await page.getByRole("heading", { level: 1, name: NOT_FOUND }).waitFor();
      expect(await page.getByText(/router/i).count()).toBe(0);
      expect(await seriousAxeFindingsInBothThemes(page, { reload: true, ready: page.getByRole("heading", { level: 1, name: NOT_FOUND }) })).toEqual({});
      await page.getByRole("link", { name: "Go to the dashboard" }).click();
      await page.waitForURL("**/admin/dashboard");
      await page.goto("/no/such/page");
      await page.getByRole("heading", { level: 1, name: NOT_FOUND }).waitFor();
      expect(await page.getByText(/router/i).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");

      // Filters live in the address: a reload keeps them, and Back from an order too.
      await page.goto("/admin/orders");
      await page.getByRole("searchbox", { name: "Search orders" }).fill(lastName);
      await page.waitForURL((url) => url.searchParams.get("q") === lastName);
      await page.goto(`/admin/orders?q=${lastName}&status=pending`);
      const grid = page.getByRole("grid", { name: "All Orders" });
      const row = grid.getByRole("row").filter({ hasText: lastName });
      await row.waitFor();
      await page.reload();
      await row.waitFor();
      expect(await page.getByRole("searchbox", { name: "Search orders" }).inputValue()).toBe(lastName);
      await expect.poll(() => grid.getByRole("row").count()).toBe(2); // the header and this order
      await row.getByRole("gridcell").first().click(); // the date: not a link, not a button
      await page.waitForURL(`**/admin/orders/${id}`);
      await heading.waitFor();
      await page.goBack();
      await page.waitForURL(
        (url) => url.pathname === "/admin/orders" && url.searchParams.get("status") === "pending" && url.searchParams.get("q") === lastName,
      );
      await row.waitFor();

      // The row's Actions stay a menu, and the order number is a link: one step each, Back returns to the list.
      await row.getByRole("button", { name: `Actions for order #${id}` }).click();
      await page.getByRole("menuitem", { name: "View details" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin/orders");
      await page.keyboard.press("Escape");
      await row.getByRole("link", { name: `#${id}` }).click();
      await page.waitForURL(`**/admin/orders/${id}`);
      await heading.waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/admin/orders");
      await row.waitFor();

      // Keyboard: Enter on the focused row opens it too.
      await row.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/admin/orders/${id}`);
      await heading.waitFor();

      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }
});
