/**
 * The activity log in Chromium (issue 17), against this file's own
 * `npm start` (its counts and its second admin would disturb the shared
 * server's journeys): an admin edits an inventory item, moves an order on
 * and saves a content section; a second admin changes the order too. The
 * Activity screen lists the changes newest first with their admin and
 * summary, filters them by kind and admin (kept in the address through a
 * reload and Back), pages 50 at a time, and Settings changes how long they
 * are kept.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { seriousAxeFindings } from "./support/axe-findings.ts";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, placeOrderThroughApi, useOwnAdminServer } from "./support/own-admin-server.ts";

const OWNER = ownerCredentials("activity-owner");
const SECOND = "coach";

const placeOrder = (baseUrl: string, lastName: string) =>
  placeOrderThroughApi(baseUrl, { firstName: "Avery", lastName, customerEmail: `avery.${lastName.toLowerCase()}@example.com`, serviceType: "Full Restring" });

/** Opens a react-aria Select by its label and picks an option. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: new RegExp(label) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The Activity table's rows as [when, admin, kind, action, record, summary], header left out. */
async function activityRows(table: Locator): Promise<string[][]> {
  const rows = await table.locator("tbody tr").all();
  return Promise.all(rows.map(async (row) => (await row.locator("[role=rowheader], [role=gridcell]").allTextContents()).map((text) => text.trim())));
}

/** Each matched element's attribute, in order. */
async function attributesOf(cells: Locator, name: string): Promise<(string | null)[]> {
  return Promise.all((await cells.all()).map((cell) => cell.getAttribute(name)));
}

describe.skipIf(!chromiumPath)("the activity log in Chromium", () => {
  const own = useOwnAdminServer(OWNER);

  it("lists each admin's changes newest first, filters them by kind and admin, pages, and keeps them for the days set", async () => {
    const stamp = Date.now().toString(36);
    const orderId = await placeOrder(own.server.url, `Log${stamp}`);
    const owner = await own.open();
    const { page } = owner;
    await logIn(page, OWNER);

    // 1. An inventory item: added, then its quantity edited.
    const itemName = `Activity mesh ${stamp}`;
    await page.goto("/admin/inventory");
    await page.getByRole("heading", { level: 1, name: "Inventory Management" }).waitFor();
    await page.getByRole("button", { name: "Quick Add" }).click();
    const add = page.getByRole("dialog", { name: "Quick Add Inventory Item" });
    await add.getByLabel("Name").fill(itemName);
    await add.getByRole("button", { name: /Category/ }).click();
    await page.getByRole("option", { name: "Mesh", exact: true }).click();
    await add.getByLabel("Quantity").fill("3");
    await add.getByRole("button", { name: "Add Item" }).click();
    await add.waitFor({ state: "detached" });
    await page.getByRole("tab", { name: "Inventory List" }).click();
    await page.getByRole("button", { name: `Edit ${itemName}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Inventory Item" });
    await edit.getByLabel("Quantity").fill("8");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.waitFor({ state: "detached" });
    await page.getByText("Inventory item updated").first().waitFor();

    // 2. The order moves to In Progress.
    await page.goto("/admin/orders");
    await page.getByRole("button", { name: `Actions for order #${orderId}` }).click();
    await page.getByRole("menuitem", { name: "Mark In Progress" }).click();
    await page.getByText("Order updated").first().waitFor();

    // 3. A content section is saved.
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Content" }).click();
    await page.getByRole("button", { name: "Edit Contact Note" }).click();
    const note = page.getByRole("dialog", { name: "Edit Contact Note" });
    await note.getByLabel("Contact Details", { exact: true }).fill(`Call before noon (${stamp})`);
    await note.getByRole("button", { name: "Save Content" }).click();
    await note.waitFor({ state: "detached" });

    // 4. A second admin, who marks the order completed.
    const added = await owner.context.request.post("/api/users", { data: { username: SECOND } });
    expect(added.status()).toBe(201);
    const { password } = (await added.json()) as { password: string };
    const coach = await own.open();
    await logIn(coach.page, { username: SECOND, password });
    const completed = await coach.context.request.patch(`/api/orders/${orderId}`, { data: { status: "completed" } });
    expect(completed.status()).toBe(200);

    // The log, newest first.
    await page.goto("/admin/activity");
    await page.getByRole("heading", { level: 1, name: "Activity Log" }).waitFor();
    const table = page.getByRole("grid", { name: "Activity" });
    await table.getByText(`Order #${orderId}`).first().waitFor();
    const rows = await activityRows(table);
    const mine = rows.map(([, admin, kind, , record]) => [admin, kind, record]);
    expect(mine.slice(0, 6)).toEqual([
      [SECOND, "Orders", `Order #${orderId}`],
      [OWNER.username, "Users", SECOND],
      [OWNER.username, "Content", expect.any(String)],
      [OWNER.username, "Orders", `Order #${orderId}`],
      [OWNER.username, "Inventory", expect.any(String)],
      [OWNER.username, "Inventory", expect.any(String)],
    ]);
    expect(rows.slice(0, 6).map((row) => row[5])).toEqual([
      `Order #${orderId}: Status: Completed`,
      `Added admin “${SECOND}”`,
      // The Contact Note card saves through PUT /api/content/sections.
      expect.stringMatching(/^Updated sections .*contact/),
      `Order #${orderId}: Status: In Progress`,
      expect.stringContaining(`Updated item “${itemName}”`),
      `Created item “${itemName}”`,
    ]);
    // Times read newest first.
    const times = await attributesOf(table.locator("tbody time"), "datetime").then((values) => values.map((value) => Date.parse(value ?? "")));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(await seriousAxeFindings(page)).toEqual([]);

    // On a phone each row is a card of labelled cells; nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    const firstRow = table.locator("tbody tr").first();
    expect(await attributesOf(firstRow.locator("[data-label]"), "data-label")).toEqual(["When", "Admin", "Kind", "Action", "Record", "Summary"]);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The order's record opens the order's page.
    await table
      .getByRole("link", { name: `Order #${orderId}` })
      .first()
      .click();
    await page.waitForURL(`**/admin/orders/${orderId}`);
    await page.getByRole("heading", { level: 1, name: `Order #${orderId}` }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Activity Log" }).waitFor();

    // By kind, kept in the address through a reload.
    await pick(page, "Kind", "Inventory");
    await page.waitForURL("**/admin/activity?kind=inventory");
    await expect.poll(async () => (await activityRows(table)).map((row) => row[2])).toEqual(["Inventory", "Inventory"]);
    await page.reload();
    await expect.poll(async () => (await activityRows(table)).map((row) => row[2])).toEqual(["Inventory", "Inventory"]);

    // By admin: only the second admin's change.
    await pick(page, "Kind", "All kinds");
    await pick(page, "Admin", SECOND);
    await page.waitForURL(`**/admin/activity?admin=${SECOND}`);
    await expect.poll(async () => (await activityRows(table)).map((row) => [row[1], row[4]])).toEqual([[SECOND, `Order #${orderId}`]]);

    // A day with nothing: the empty state; Clear filters shows everything again.
    await page.getByLabel("To", { exact: true }).fill("2001-01-01");
    await table.getByText("No activity matches these filters").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL("**/admin/activity");
    await table.getByText(`Order #${orderId}`).first().waitFor();

    // Fifty more changes: the inventory log pages 50 at a time; Back returns to page 1.
    const [item] = ((await (await owner.context.request.get("/api/inventory")).json()) as { id: number; name: string }[]).filter((i) => i.name === itemName);
    for (let quantity = 10; quantity < 60; quantity++) {
      expect((await owner.context.request.patch(`/api/inventory/${item!.id}`, { data: { quantity } })).status()).toBe(200);
    }
    await page.goto("/admin/activity?kind=inventory");
    await page.getByText("Page 1 · Showing 1–50 of 52").waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 2 · Showing 51–52 of 52").waitFor();
    expect(page.url()).toMatch(/\/admin\/activity\?kind=inventory&page=2$/);
    await page.goBack();
    await page.getByText("Page 1 · Showing 1–50 of 52").waitFor();

    // Retention: a wrong number is explained under the field; a right one is saved and shown.
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Settings" }).click();
    const retention = page.getByRole("form", { name: "Activity log" });
    const days = retention.getByLabel("Keep activity for (days)");
    expect(await days.inputValue()).toBe("365");
    await days.fill("0");
    await retention.getByRole("button", { name: "Save" }).click();
    await retention.getByText("Keep activity for at least 1 day").waitFor();
    const refused = await owner.context.request.put("/api/settings/activity", { data: { retentionDays: 5000 } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.retentionDays).toBeTruthy();
    await days.fill("90");
    await retention.getByRole("button", { name: "Save" }).click();
    await page.getByText("Activity retention saved").first().waitFor();
    await page.reload();
    await page.getByRole("tab", { name: "Settings" }).click();
    expect(await page.getByRole("form", { name: "Activity log" }).getByLabel("Keep activity for (days)").inputValue()).toBe("90");
    await page.getByText("Kept 90 days").waitFor();
    // The setting's change is logged too.
    await page.goto("/admin/activity?kind=settings");
    await expect
      .poll(async () => (await activityRows(table)).map((row) => [row[1], row[3], row[5]]))
      .toEqual([[OWNER.username, "retention changed", "Activity kept for 90 days"]]);

    expect([...owner.errors, ...coach.errors].filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
    await coach.context.close();
    await owner.context.close();
  });
});
