/**
 * Issue 32, item 2, "One way to buy a label": Create Label, from the
 * Shipping tab and from the order's own page, opens one dialog that shows
 * the carrier's rates with prices (test labels at $0.00, said so), warns
 * that the order is unpaid and not yet strung and what buying will do, and
 * asks a question naming the cost. Cancelling buys nothing (the order stays
 * unshipped, with no label); confirming buys it (the order is Shipped, the
 * label and its PDF in the order's labels panel). At 1440 and 390 px, axe
 * in the light and the dark theme.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { seriousAxeFindings, seriousAxeFindingsInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { logIn, placeOrderThroughApi } from "./support/own-admin-server.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const owner = { username: inject("adminUsername"), password: inject("adminPassword") };
const VIEWPORTS = [
  { name: "laptop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

const sidewaysScroll = (page: Page) => page.evaluate("document.documentElement.scrollWidth - window.innerWidth") as Promise<number>;

/** The dialog as it opens: outbound chosen, the cheapest test rate preselected with its price, the warning naming what buying does. */
async function expectChoiceWithWarning(page: Page, id: number): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: `Create Label for order #${id}` });
  await dialog.waitFor();
  expect(await dialog.getByRole("radio", { name: "Outbound", exact: true }).isChecked()).toBe(true);
  const cheapest = dialog.getByRole("radio", { name: /^USPS Ground Advantage · \$0\.00 · 5 days · cheapest$/ });
  await cheapest.waitFor({ state: "attached" });
  expect(await cheapest.isChecked()).toBe(true);
  expect(await dialog.getByRole("radio", { name: /^USPS Priority Mail · \$0\.00/ }).count()).toBe(1);
  await dialog.getByText("test labels cost $0.00 and are not valid for postage").waitFor();
  const warning = dialog.getByRole("note", { name: "Before you buy" });
  expect(await warning.textContent()).toMatch(
    /It is not paid yet\..*It is not strung yet \(Pending\)\..*marks it Shipped and e-mails the player that it is strung and has shipped/,
  );
  return dialog;
}

async function order(page: Page, id: number) {
  return (await (await page.context().request.get(`/api/orders/${id}`)).json()) as { status: string; trackingNumber: string | null };
}

async function labels(page: Page, id: number) {
  return (await (await page.context().request.get(`/api/shipping/orders/${id}/labels`)).json()) as { labelUrl: string; kind: string }[];
}

describe.skipIf(!chromiumPath)("one way to buy a label, in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  for (const viewport of VIEWPORTS) {
    it(`asks with the rate and its price, warns, and buys only when confirmed, from the Shipping tab and the order's page (${viewport.name})`, async () => {
      const stamp = `${viewport.name}${Date.now().toString(36)}`;
      const name = `Label Buyer${stamp}`;
      const id = await placeOrderThroughApi(baseUrl, { firstName: "Label", lastName: `Buyer${stamp}`, customerEmail: `buyer.${stamp}@example.com` });
      const { page, context, errors } = await openPage(browser, baseUrl, { width: viewport.width, height: viewport.height });
      await logIn(page, owner);

      // From the Shipping tab: one Create Label, no one-click duplicates.
      await page.goto("/admin/orders?tab=shipping");
      await page.getByRole("searchbox", { name: "Search orders" }).fill(name);
      const unshipped = page.getByRole("grid", { name: "Unshipped Orders" });
      await unshipped.getByRole("row").filter({ hasText: name }).waitFor();
      await page.getByRole("button", { name: `Label actions for order #${id}` }).click();
      expect(await page.getByRole("menuitem", { name: /Create (Outbound|Dual|Return)/ }).count()).toBe(0);
      await page.getByRole("menuitem", { name: "Create Label" }).click();
      let dialog = await expectChoiceWithWarning(page, id);
      expect(await seriousAxeFindingsInBothThemes(page)).toEqual({});
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog.getByText("Create the outbound test label for $0.00?").waitFor();
      await dialog.getByRole("note", { name: "Before you buy" }).waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      // Cancelling buys nothing: still unshipped, no label.
      await dialog.getByRole("button", { name: "Back" }).click();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await order(page, id)).toMatchObject({ status: "pending", trackingNumber: null });
      expect(await labels(page, id)).toEqual([]);

      // From the order's own page: its labels panel's Create Label opens the same dialog.
      await page.goto(`/admin/orders/${id}`);
      const panel = page.getByRole("region", { name: "Shipping Labels" });
      await panel.getByText("No labels yet.").waitFor();
      await panel.getByRole("button", { name: "Create Label" }).click();
      dialog = await expectChoiceWithWarning(page, id);
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog.getByText("Create the outbound test label for $0.00?").waitFor();
      await dialog.getByRole("button", { name: "Create Test Label", exact: true }).click();
      const pdfLink = dialog.getByRole("link", { name: "Open the outbound label PDF" });
      await pdfLink.waitFor();
      await page.getByText("Outbound label created").first().waitFor();
      const href = (await pdfLink.getAttribute("href"))!;
      const pdf = await context.request.get(href);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect(await seriousAxeFindingsInBothThemes(page)).toEqual({});
      await dialog.getByRole("button", { name: "Done" }).click();
      await dialog.waitFor({ state: "detached" });

      // Bought: the order is shipped and its label is in the panel, with its PDF.
      expect(await order(page, id)).toMatchObject({ status: "shipped", trackingNumber: expect.any(String) });
      expect((await labels(page, id)).map((label) => [label.kind, label.labelUrl])).toEqual([["outbound", href]]);
      expect(await panel.getByRole("link", { name: "Label PDF" }).getAttribute("href")).toBe(href);
      await panel.getByText(/^Outbound · USPS \(test label\) · /).waitFor();
      await page.getByText("Shipped", { exact: true }).first().waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.goto("/admin/orders?tab=shipping");
      await page.getByRole("searchbox", { name: "Search orders" }).fill(name);
      await unshipped.getByText("No unshipped orders match your search criteria").waitFor();
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
