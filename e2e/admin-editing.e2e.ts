/**
 * Editing that speaks the owner's language (issue 16), in Chromium against
 * this file's own `npm start`, so the orders, items and settings it makes
 * do not show up in the other journeys.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, placeOrderThroughApi, useOwnAdminServer } from "./support/own-admin-server.ts";

const ADMIN = ownerCredentials("editing-owner");

/** Opens a react-aria Select and picks the option. */
async function pick(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const placeOrder = (baseUrl: string, firstName: string) =>
  placeOrderThroughApi(baseUrl, { firstName, lastName: "Editing", customerEmail: `${firstName.toLowerCase()}@example.com`, serviceType: "Full Restring" });

describe.skipIf(!chromiumPath)("admin editing in Chromium", () => {
  const own = useOwnAdminServer(ADMIN);

  it("asks before Cancel Order, and Keep Order leaves it pending", async () => {
    const id = await placeOrder(own.server.url, `Cora${Date.now().toString(36)}`);
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    await page.goto("/admin/orders");
    const row = page
      .getByRole("grid", { name: "All Orders" })
      .getByRole("row")
      .filter({ hasText: `#${id}` });
    await row.getByText("Pending").waitFor();

    await page.getByRole("button", { name: `Actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "Cancel Order" }).click();
    const confirm = page.getByRole("dialog", { name: `Cancel order #${id}?` });
    await confirm.getByRole("button", { name: "Keep Order" }).click();
    await confirm.waitFor({ state: "detached" });
    await row.getByText("Pending").waitFor();

    await page.getByRole("button", { name: `Actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "Cancel Order" }).click();
    await confirm.getByRole("button", { name: "Cancel Order" }).click();
    await confirm.waitFor({ state: "detached" });
    await row.getByText("Cancelled").waitFor();
    await context.close();
  });

  it("names how many items bulk Set quantity will touch", async () => {
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    // This server's only Thread items: three of them.
    for (const n of [1, 2, 3]) {
      const created = await context.request.post("/api/inventory", { data: { name: `Waxed thread ${n}`, category: "thread", quantity: n } });
      expect(created.status()).toBe(201);
    }
    await page.goto("/admin/inventory");
    await page.getByRole("button", { name: "Bulk Update" }).click();
    const bulk = page.getByRole("dialog", { name: "Bulk Update Inventory" });
    await bulk.getByRole("button", { name: "Update Items" }).waitFor();
    await pick(page, bulk.getByRole("button", { name: /Category/ }), "Thread");
    await bulk.getByRole("button", { name: "Add to 3 items" }).waitFor();
    await pick(page, bulk.getByRole("button", { name: /Operation/ }), "Set quantity to");
    await bulk.getByLabel("Adjustment").fill("9");
    await bulk.getByRole("button", { name: "Set quantity for 3 items" }).click();
    await page.getByText("Updated 3 inventory items").waitFor();
    await context.close();
  });

  it("keeps the dashboard's Create Campaign disabled while no mail service is configured, even with subscribers", async () => {
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    const added = await context.request.post("/api/subscribers", { data: { email: `reader-${Date.now().toString(36)}@example.com`, name: "Reader" } });
    expect(added.ok()).toBe(true);
    await page.goto("/admin/dashboard");
    await page.getByText("Set up the email service in Marketing to send").waitFor();
    expect(await page.getByRole("button", { name: "Create Campaign" }).isDisabled()).toBe(true);

    // The Marketing screen agrees: not configured, sending disabled.
    await page.goto("/admin/marketing");
    await page.getByRole("button", { name: "Setup" }).waitFor();
    expect(await page.getByRole("button", { name: "Create Campaign" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("words toasts in sentence case, including the ones named after a settings item", async () => {
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Social" }).click();
    await page.getByRole("button", { name: "Add Social Link" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Social Link" });
    await pick(page, dialog.getByRole("button", { name: /Platform/ }), "YouTube");
    await dialog.getByLabel("URL").fill("https://youtube.com/@editing-e2e");
    await dialog.getByRole("button", { name: "Save Social Link" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Social link added", { exact: true }).waitFor();
    expect(await page.getByText("Social Link added", { exact: true }).count()).toBe(0);
    await context.close();
  });

  it("takes the featured price in dollars and lists services at the price the site shows", async () => {
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Featured" }).click();
    await page.getByRole("button", { name: "Add Featured Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Featured Item" });
    const name = `Dollar stick ${Date.now().toString(36)}`;
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Price ($)").fill("129.99");
    await dialog.getByLabel("Description").fill("Strung mid pocket.");
    await dialog.getByLabel("Price Display").fill("$129.99");
    await dialog.getByLabel("Image", { exact: true }).fill("https://example.com/dollar-stick.jpg");
    await dialog.getByRole("button", { name: "Save Featured Item" }).click();
    await dialog.waitFor({ state: "detached" });
    const saved = ((await (await context.request.get("/api/featured")).json()) as { name: string; price: number }[]).find((f) => f.name === name);
    expect(saved?.price).toBe(12999);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Featured Item" });
    expect(await edit.getByLabel("Price ($)").inputValue()).toBe("129.99");
    await edit.getByRole("button", { name: "Cancel" }).click();

    // The seeded services cost 0 cents and read "Contact for pricing" on the site: so does the list.
    await page.getByRole("tab", { name: "Services" }).click();
    const services = page.getByRole("grid", { name: "Services" });
    await services.getByRole("row").filter({ hasText: "Mesh Pocket" }).getByText("Contact for pricing").waitFor();
    expect(await services.getByText("$0.00").count()).toBe(0);
    const visitor = await own.open();
    await visitor.page.goto("/");
    await visitor.page.locator("#services").getByText("Contact for pricing").first().waitFor();
    await visitor.context.close();
    await context.close();
  });
});
