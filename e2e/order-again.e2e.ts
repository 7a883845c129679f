/**
 * "Order this pocket again" (issue 35): a player's order placed through the
 * API, its status page shows the pocket and links to the order form filled
 * with it; the player adds contact and address only, and a new order is
 * placed. The link carries neither the status token nor anything personal.
 * The status page's own QR code reads back its address off the screen.
 * On a laptop (1440 px) and a phone (390 px), axe in both colour schemes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { imageQrText } from "@stringing/adapters/testing/svg-qr-codes";
import { expectNoSeriousAxeFindingInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const NEED_STRINGS = "Need strings with base white crosslace (+$11.99)";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The pocket of the first order: every field away from the form's defaults where it has a choice. */
const POCKET = {
  serviceType: "Mesh Pocket",
  headType: "ECD Rebel Offense",
  headColor: "Black",
  position: "FO",
  pocketPreference: "Mid-Low Pocket",
  meshOption: "Providing my own mesh",
  stringOption: NEED_STRINGS,
};

async function placeOrder(email: string): Promise<{ id: number; statusUrl: string }> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validOrderForm({ ...POCKET, firstName: "Jordan", lastName: "Again", customerEmail: email })),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; statusUrl: string };
}

const picked = (form: Locator, field: string) => form.locator(`[data-field="${field}"] button`).first().textContent();

/** Nothing wider than the screen. */
const overflow = (page: Page) => page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth");

describe.skipIf(!chromiumPath)("ordering the same pocket again, in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ["laptop", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ])(
    "on a %s: the status page's pocket opens a filled form that places a new order",
    async (_name, viewport) => {
      const first = await placeOrder(`jordan-${unique()}@example.com`);
      const token = new URL(first.statusUrl).pathname.split("/").pop()!;
      const { page, context, errors } = await openPage(browser, baseUrl, viewport);

      await page.goto(new URL(first.statusUrl).pathname);
      const pocket = page.getByRole("region", { name: "Your pocket" });
      await pocket.waitFor();
      const terms = await pocket.locator("dt").allTextContents();
      const values = await pocket.locator("dd").allTextContents();
      expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
        Service: "Mesh Pocket",
        Head: "ECD Rebel Offense, Black",
        Position: "Face Off",
        Pocket: "Mid-Low Pocket",
        Mesh: "Your own mesh",
        Strings: "Ours, with a base white crosslace",
      });
      const again = pocket.getByRole("link", { name: "Order this pocket again" });
      const href = (await again.getAttribute("href"))!;
      // The pocket and the order's number, nothing else: no token, name, e-mail, phone or address.
      expect(href).not.toContain(token);
      expect(Object.fromEntries(new URL(href, baseUrl).searchParams)).toEqual({ again: String(first.id), ...POCKET });
      expect(await overflow(page)).toBe(0);
      await expectNoSeriousAxeFindingInBothThemes(page, pocket);

      // The page's own way back: its QR code, drawn by the server, reads back the page's address off the screen.
      const comeBack = page.getByRole("region", { name: "Come back to this page" });
      const code = comeBack.getByRole("img", { name: "QR code of this page's address" });
      await code.scrollIntoViewIfNeeded();
      await expect
        // Runs in the page; the e2e project type-checks without the DOM library.
        .poll(() =>
          code.evaluate((image) =>
            (image as unknown as { complete: boolean; naturalWidth: number }).complete ? (image as unknown as { naturalWidth: number }).naturalWidth : 0,
          ),
        )
        .toBeGreaterThan(0);
      expect(await imageQrText(await code.screenshot())).toBe(first.statusUrl);
      await expectNoSeriousAxeFindingInBothThemes(page, comeBack);

      await again.click();
      const form = page.getByRole("form", { name: "Custom order form" });
      await form.waitFor({ timeout: 20_000 });
      const note = form.getByText(`Filled from order #${first.id} — check it and add your contact and address.`);
      await note.waitFor();
      expect(new URL(page.url()).search).toBe("");
      expect(new URL(page.url()).hash).toBe("#order");
      expect(await picked(form, "serviceType")).toContain("Mesh Pocket");
      expect(await form.getByLabel("Head Type").inputValue()).toBe("ECD Rebel Offense");
      expect(await form.getByLabel("Head Color").inputValue()).toBe("Black");
      expect(await picked(form, "position")).toContain("Face Off");
      expect(await picked(form, "pocketPreference")).toContain("Mid-Low Pocket");
      expect(await picked(form, "meshOption")).toContain("Providing my own mesh");
      expect(await form.getByRole("radio", { name: NEED_STRINGS }).isChecked()).toBe(true);
      expect(await form.getByLabel("First Name").inputValue()).toBe("");
      expect(await form.getByLabel("Street Address").inputValue()).toBe("");
      expect(await overflow(page)).toBe(0);
      await expectNoSeriousAxeFindingInBothThemes(page, note);

      await form.getByLabel("First Name").fill("Sam");
      await form.getByLabel("Last Name").fill("Teammate");
      await form.getByLabel("Email Address").fill(`sam-${unique()}@example.com`);
      await form.getByLabel("Phone Number").fill("555-0199");
      await form.getByLabel("Street Address").fill("8 Crease Court");
      await form.getByLabel("City").fill("Towson");
      await form.getByLabel("State").fill("MD");
      await form.getByLabel("ZIP Code").fill("21204");
      await form.getByRole("button", { name: "Submit Order" }).click();
      const heading = page.getByRole("heading", { name: /^Thank you! Your order #\d+ is in\.$/ });
      await heading.waitFor({ timeout: 20_000 });
      const second = Number(/#(\d+)/.exec((await heading.textContent())!)![1]);
      expect(second).toBeGreaterThan(first.id);
      const summary = page.getByRole("region", { name: "Your order" });
      expect(await summary.locator("dt", { hasText: "Head" }).first().locator("xpath=following-sibling::dd[1]").textContent()).toBe("ECD Rebel Offense, Black");
      expect(await summary.locator("dt", { hasText: "Strings" }).first().locator("xpath=following-sibling::dd[1]").textContent()).toBe(NEED_STRINGS);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
