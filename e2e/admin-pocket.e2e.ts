/**
 * Issue 35, "The pocket in detail": on an order's page the stringer
 * completes the pocket while stringing (two shooters, a channel), saves it,
 * and a reload reads it back; the timeline says the pocket was updated and
 * what changed; "New order like this" places an order whose page shows the
 * same pocket, so next season's reorder is exact. On a laptop and a phone,
 * axe in the light and the dark theme with the form open and closed,
 * nothing wider than the screen.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectNoSeriousAxeFindingInBothThemes as axeInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, placeOrderThroughApi, useOwnAdminServer } from "./support/own-admin-server.ts";

const OWNER = ownerCredentials("pocket-owner");
const VIEWPORTS = [
  { name: "laptop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

const fitsTheScreen = (page: Page) => page.evaluate("document.documentElement.scrollWidth <= window.innerWidth");

/** A select of the pocket's fields, found by its field's name (`pocket.channel`), set to `option`. */
async function pick(page: Page, panel: Locator, name: string, option: string) {
  await panel.locator(`[data-field="${name}"]`).getByRole("button").click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

/** The pocket panel's rows as "Label: value". */
async function pocketRows(panel: Locator): Promise<string[]> {
  await panel.getByRole("definition").first().waitFor();
  const labels = await panel.locator("dt").allTextContents();
  const values = await panel.locator("dd").allTextContents();
  return labels.map((label, index) => `${label}: ${values[index]}`);
}

const SAVED = ["Sidewall: Red", "Shooter 1: Straight", "Shooter 2: V nylon", "Channel: Slight channel"];

describe.skipIf(!chromiumPath)("the pocket in detail on an order's page, in Chromium", () => {
  const own = useOwnAdminServer(OWNER);

  for (const viewport of VIEWPORTS) {
    it(`records the pocket while stringing, reads it back, and a new order like this carries it (${viewport.name})`, async () => {
      const { page, context, errors } = await own.open({ width: viewport.width, height: viewport.height });
      await logIn(page, OWNER);
      const id = await placeOrderThroughApi(own.server.url, { firstName: "Pocket", lastName: `Player${viewport.name}` });
      await page.goto(`/admin/orders/${id}`);
      const heading = page.getByRole("heading", { level: 1, name: `Order #${id}` });
      await heading.waitFor();
      const panel = page.getByRole("region", { name: "Pocket" });
      await panel.getByText("Not recorded yet — fill it in while stringing").waitFor();

      // The form opens on its first field, from the keyboard.
      await panel.getByRole("button", { name: `Edit pocket of order #${id}` }).focus();
      await page.keyboard.press("Enter");
      const form = panel.getByRole("form", { name: `Pocket of order #${id}` });
      await form.waitFor();
      await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('name')")).toBe("pocket.meshBrand");
      expect(await fitsTheScreen(page)).toBe(true);
      await axeInBothThemes(page, form);

      // A wrong part is said beside its field; nothing typed is lost.
      await form.getByLabel("Diamonds").fill("30");
      await form.getByRole("button", { name: "Save pocket" }).click();
      await form.getByText("Diamonds must be between 6 and 16").waitFor();
      await form.getByLabel("Diamonds").fill("");

      await form.getByLabel("Sidewall color").fill("Red");
      await form.getByRole("button", { name: "Add a shooter" }).click();
      await form.getByRole("button", { name: "Add a shooter" }).click();
      await pick(page, form, "pocket.shooters.1.style", "V");
      await pick(page, form, "pocket.shooters.1.material", "Nylon");
      await pick(page, form, "pocket.channel", "Slight channel");
      expect(await fitsTheScreen(page)).toBe(true);
      await form.getByRole("button", { name: "Save pocket" }).click();
      await page.getByText("Pocket saved").first().waitFor();
      await form.waitFor({ state: "detached" });
      expect(await pocketRows(panel)).toEqual(SAVED);

      // A reload reads it back from the server; the timeline says what changed.
      await page.reload();
      await heading.waitFor();
      expect(await pocketRows(panel)).toEqual(SAVED);
      const timeline = page.getByRole("list", { name: `Timeline of order #${id}` });
      const event = timeline.getByRole("listitem").filter({ hasText: "Pocket details updated" });
      await event.waitFor();
      expect(await event.textContent()).toContain("Channel: Slight channel added");
      expect(await fitsTheScreen(page)).toBe(true);
      await axeInBothThemes(page, panel);

      // A phone call for the same pocket: the new order's page shows it.
      await page.getByRole("button", { name: `New order like this (order #${id})` }).click();
      await page.getByRole("button", { name: "Create order" }).click();
      const created = page.getByRole("dialog", { name: /^Order #\d+ created$/ });
      await created.waitFor();
      const newId = Number((await created.getByRole("heading").first().textContent())?.match(/#(\d+)/)?.[1]);
      expect(newId).toBeGreaterThan(id);
      await created.getByRole("link", { name: `Order #${newId}` }).click();
      await page.waitForURL(`**/admin/orders/${newId}`);
      await page.getByRole("heading", { level: 1, name: `Order #${newId}` }).waitFor();
      expect(await pocketRows(panel)).toEqual(SAVED);

      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }
});
