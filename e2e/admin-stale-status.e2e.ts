/**
 * Issue 32, item 3, "A stale screen undoes shipping": the owner sets an order
 * In Progress in its dialog, closes it, creates its label on the Shipping tab
 * and reopens it; the dialog shows Shipped, in the badge and the status
 * select, with Update disabled. A second tab still showing the order as it
 * was cannot move it back: the server refuses (409), the dialog says so and
 * shows the order as it is, and nothing changed. At 1440 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { seriousAxeFindings } from "./support/axe-findings.ts";
import { buyLabelInDialog } from "./support/buy-label.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { logIn, placeOrderThroughApi } from "./support/own-admin-server.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const owner = { username: inject("adminUsername"), password: inject("adminPassword") };
const VIEWPORTS = [
  { name: "laptop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

async function openDetails(page: Page, id: number): Promise<Locator> {
  await page.goto("/admin/orders");
  await page.getByRole("button", { name: `Actions for order #${id}` }).click();
  await page.getByRole("menuitem", { name: "View details" }).click();
  const details = page.getByRole("dialog", { name: `Order #${id}` });
  await details.waitFor();
  return details;
}

const statusPanel = (details: Locator) => details.getByRole("region", { name: "Update Status" });

async function pickStatus(page: Page, details: Locator, label: string) {
  await statusPanel(details)
    .getByRole("button", { name: /Status/ })
    .click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

/** What the status select shows: its value, and the words on its button. */
async function shownStatus(details: Locator) {
  const panel = statusPanel(details);
  return {
    value: await panel.locator('select[name="status"]').inputValue(),
    text: (await panel.getByRole("button", { name: /Status/ }).textContent())?.trim(),
  };
}

async function createLabelOnShippingTab(page: Page, id: number, name: string) {
  await page.goto("/admin/orders?tab=shipping");
  await page.getByRole("heading", { name: "Shipping Management" }).waitFor();
  await page.getByRole("searchbox", { name: "Search orders" }).fill(name);
  await page.getByRole("grid", { name: "Unshipped Orders" }).getByRole("row").filter({ hasText: name }).waitFor();
  await page.getByRole("button", { name: `Label actions for order #${id}` }).click();
  await page.getByRole("menuitem", { name: "Create Label" }).click();
  await buyLabelInDialog(page, id);
  await page.getByText("Outbound label created").first().waitFor();
}

describe.skipIf(!chromiumPath)("a stale screen cannot undo shipping, in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  for (const viewport of VIEWPORTS) {
    it(`shows the shipped order after its label is bought, and refuses a stale tab's change (${viewport.name})`, async () => {
      const stamp = `${viewport.name}${Date.now().toString(36)}`;
      const name = `Stale Screen${stamp}`;
      const id = await placeOrderThroughApi(baseUrl, { firstName: "Stale", lastName: `Screen${stamp}`, customerEmail: `stale.${stamp}@example.com` });
      const { page, context, errors } = await openPage(browser, baseUrl, { width: viewport.width, height: viewport.height });
      await logIn(page, owner);

      let details = await openDetails(page, id);
      await pickStatus(page, details, "In Progress");
      await statusPanel(details).getByRole("button", { name: "Update" }).click();
      await page.getByText(`Order #${id} is now In Progress.`).waitFor();
      await details.getByRole("button", { name: "Close", exact: true }).last().click();
      await details.waitFor({ state: "detached" });

      await createLabelOnShippingTab(page, id, name);

      details = await openDetails(page, id);
      await details.getByText("Shipped", { exact: true }).first().waitFor();
      await expect.poll(() => shownStatus(details)).toEqual({ value: "shipped", text: expect.stringContaining("Shipped") });
      expect(await statusPanel(details).getByRole("button", { name: "Update" }).isDisabled()).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await details.getByRole("button", { name: "Close", exact: true }).last().click();

      // A second tab opened before the owner marks it Completed in the first.
      const second = await context.newPage();
      const staleDetails = await openDetails(second, id);
      await expect.poll(() => shownStatus(staleDetails)).toMatchObject({ value: "shipped" });
      details = await openDetails(page, id);
      await pickStatus(page, details, "Completed");
      await statusPanel(details).getByRole("button", { name: "Update" }).click();
      await page.getByText(`Order #${id} is now Completed.`).waitFor();

      const eventsBefore = await (await context.request.get(`/api/orders/${id}/events`)).json();
      await pickStatus(second, staleDetails, "In Progress");
      await statusPanel(staleDetails).getByRole("button", { name: "Update" }).click();
      await statusPanel(staleDetails).getByRole("alert").getByText("This order changed to Completed meanwhile; nothing was changed.").waitFor();
      await expect.poll(() => shownStatus(staleDetails)).toEqual({ value: "completed", text: expect.stringContaining("Completed") });
      await staleDetails.getByText("Completed", { exact: true }).first().waitFor();
      expect(await seriousAxeFindings(second)).toEqual([]);

      const stored = (await (await context.request.get(`/api/orders/${id}`)).json()) as { status: string };
      expect(stored.status).toBe("completed");
      expect(await (await context.request.get(`/api/orders/${id}/events`)).json()).toEqual(eventsBefore);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }
});
