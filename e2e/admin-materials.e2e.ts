/**
 * Issue 35, materials off the shelf as the owner meets them: an item made
 * through the API, a rule set on Inventory › Materials for a service (its
 * value picked from the real services), an order for that service started;
 * the order's page says what it used, the item's stock is lower, it is on
 * To reorder, and its history row links the order; a cancellation puts the
 * stock back. At 1440 and 390 px, axe in the light and the dark theme on
 * the inventory screen, nothing wider than the screen.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectNoSeriousAxeFindingInBothThemes as axeInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, placeOrderThroughApi, useOwnAdminServer } from "./support/own-admin-server.ts";

const OWNER = ownerCredentials("materials-owner");
const VIEWPORTS = [
  { name: "laptop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];
// A service the server seeds (core/src/content/site-defaults.ts) and the order form fixture's own.
const SERVICE = "Mesh Pocket";

const fitsTheScreen = (page: Page) => page.evaluate("document.documentElement.scrollWidth <= window.innerWidth");

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("button", { name: new RegExp(label) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function stockOf(page: Page, id: number): Promise<number> {
  const items = (await (await page.request.get("/api/inventory")).json()) as { id: number; quantity: number }[];
  return items.find((item) => item.id === id)!.quantity;
}

describe.skipIf(!chromiumPath)("materials off the shelf, in Chromium", () => {
  const own = useOwnAdminServer(OWNER);

  for (const viewport of VIEWPORTS) {
    it(`sets a rule, starts an order that takes its mesh, and cancels it to put the mesh back (${viewport.name})`, async () => {
      const { page, context, errors } = await own.open({ width: viewport.width, height: viewport.height });
      await logIn(page, OWNER);
      const name = `Hero 3.0 mesh ${viewport.name} ${randomUUID().slice(0, 6)}`;
      const created = await page.request.post("/api/inventory", { data: { name, category: "mesh", quantity: 3, threshold: 1 } });
      expect(created.status()).toBe(201);
      const itemId = ((await created.json()) as { id: number }).id;

      // The rule, in the UI: Mesh Pocket (service) → 2 × the mesh.
      await page.goto("/admin/inventory");
      await page.getByRole("heading", { level: 1, name: "Inventory Management" }).waitFor();
      await page.getByRole("tab", { name: "Materials" }).click();
      const form = page.getByRole("form", { name: "Add a rule" });
      await form.waitFor();
      await pick(page, form, "Value", SERVICE);
      await pick(page, form, "Inventory item", name);
      await form.getByLabel("Quantity").fill("2");
      await form.getByRole("button", { name: "Add rule" }).click();
      const rules = page.getByRole("list", { name: "Materials rules" });
      await rules.getByText(`${SERVICE} (service) → 2 × ${name}`).waitFor();
      await page.getByRole("button", { name: "Save rules" }).click();
      await page.getByText("Materials rules saved").first().waitFor();
      const saved = (await (await page.request.get("/api/materials/rules")).json()) as { itemId: number; quantity: number }[];
      expect(saved).toContainEqual({ field: "serviceName", equals: SERVICE, itemId, quantity: 2 });
      expect(await fitsTheScreen(page)).toBe(true);
      await axeInBothThemes(page, rules);

      // An order for the service, started: the order's page says what it used.
      const orderId = await placeOrderThroughApi(own.server.url, { serviceType: SERVICE, firstName: "Shelf", lastName: `Player${viewport.name}` });
      await page.goto(`/admin/orders/${orderId}`);
      const used = page.getByRole("region", { name: "Materials used" });
      await used.getByText("Nothing taken yet: materials come off the shelf when the order starts.").waitFor();
      expect((await page.request.patch(`/api/orders/${orderId}`, { data: { status: "in_progress" } })).status()).toBe(200);
      await page.reload();
      await used.getByText(`2 × ${name}`).waitFor();
      expect(await used.getByText(/short/).count()).toBe(0);
      expect(await fitsTheScreen(page)).toBe(true);
      await axeInBothThemes(page, used.getByText(`2 × ${name}`));

      // The shelf: 1 left, at its threshold, so To reorder; the history row leads to the order.
      expect(await stockOf(page, itemId)).toBe(1);
      await page.goto("/admin/inventory");
      await page.getByRole("tab", { name: "Materials" }).click();
      await page.getByRole("list", { name: "Items to reorder" }).getByRole("listitem").filter({ hasText: name }).getByText("1 left (threshold 1)").waitFor();
      await page.getByRole("tab", { name: "Inventory List" }).click();
      await page.getByRole("button", { name: `History of ${name}` }).click();
      const history = page.getByRole("dialog", { name: `History: ${name}` });
      await history.getByText(`Used 2 for order #${orderId} (3 → 1)`).waitFor();
      expect(await fitsTheScreen(page)).toBe(true);
      await axeInBothThemes(page, history);
      await history.getByRole("link", { name: `Order #${orderId}` }).click();
      await page.waitForURL(`**/admin/orders/${orderId}`);
      await page.getByRole("heading", { level: 1, name: `Order #${orderId}` }).waitFor();

      // Cancelled: the mesh is back on the shelf, and the order holds none.
      expect((await page.request.patch(`/api/orders/${orderId}`, { data: { status: "cancelled" } })).status()).toBe(200);
      expect(await stockOf(page, itemId)).toBe(3);
      await page.reload();
      await used.getByText("Nothing taken yet: materials come off the shelf when the order starts.").waitFor();
      await page.goto("/admin/inventory");
      await page.getByRole("tab", { name: "Inventory List" }).click();
      await page.getByRole("button", { name: `History of ${name}` }).click();
      await history.getByText(`Returned 2 from cancelled order #${orderId} (1 → 3)`).waitFor();

      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }
});
