/**
 * The admin's order journey (docs/rules/admin.md, Orders): a visitor
 * places an order through the API; the admin finds it in All Orders, marks
 * it In Progress, creates its shipping label in the Shipping tab, opens the
 * label PDF and the Track dialog from the row's menu, and finds it under
 * Shipped Orders.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { buyLabelInDialog } from "./support/buy-label.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");

async function placeOrder(name: string, email: string): Promise<number> {
  const [firstName, ...rest] = name.split(" ");
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName,
      lastName: rest.join(" "),
      customerEmail: email,
      customerPhone: "555-0100",
      contactPreference: "Email",
      headType: "StringKing Mark 2 Defense",
      headColor: "White",
      position: "Defense",
      serviceType: "Full Restring",
      meshOption: "Providing my own mesh",
      stringOption: "Providing my own strings",
      pocketPreference: "Mid Pocket",
      shippingAddress: "12 Harbor Lane",
      shippingCity: "Baltimore",
      shippingState: "MD",
      shippingZip: "21230",
      shippingCountry: "United States",
      stringerNotes: "Extra whip please",
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function logIn(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(inject("adminUsername"));
  await page.getByLabel("Password").fill(inject("adminPassword"));
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("**/admin/dashboard");
}

describe.skipIf(!chromiumPath)("admin orders journey in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("moves a new order to In Progress, labels it, opens the label and tracking, and finds it shipped", async () => {
    const stamp = Date.now().toString(36);
    const name = `Orla Journey${stamp}`;
    const id = await placeOrder(name, `orla.${stamp}@example.com`);

    const { page, context, errors } = await openPage(browser, baseUrl);
    await logIn(page);

    // The dashboard counts it among the recent orders.
    await page.getByRole("grid", { name: "Recent Orders" }).getByText(name).waitFor();

    await page.goto("/admin/orders");
    await page.getByRole("heading", { level: 1, name: "Orders Management" }).waitFor();
    const allOrders = page.getByRole("grid", { name: "All Orders" });
    const row = allOrders.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    await row.getByText("Pending").waitFor();

    await page.getByRole("button", { name: `Actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "View details" }).click();
    const details = page.getByRole("dialog", { name: `Order #${id}` });
    await details.getByText("StringKing Mark 2 Defense").waitFor();
    await details.getByText("12 Harbor Lane").waitFor();
    await page.keyboard.press("Escape");
    await details.waitFor({ state: "detached" });

    await page.getByRole("button", { name: `Actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "Mark In Progress" }).click();
    await page.getByText("Order updated").waitFor();
    await row.getByText("In Progress").waitFor();

    await page.getByRole("tab", { name: "Shipping" }).click();
    await page.waitForURL("**/admin/orders?tab=shipping");
    await page.getByRole("heading", { name: "Shipping Management" }).waitFor();
    await page.getByRole("searchbox", { name: "Search orders" }).fill(name);
    const unshipped = page.getByRole("grid", { name: "Unshipped Orders" });
    await unshipped.getByRole("row").filter({ hasText: name }).waitFor();
    await unshipped.getByRole("row").filter({ hasText: name }).getByText("No Labels").waitFor();
    await page.getByRole("button", { name: `Label actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "Create Label" }).click();
    await buyLabelInDialog(page, id);
    await page.getByText("Outbound label created").first().waitFor();
    // An outbound label ships the order, so it leaves the unshipped list.
    await unshipped.getByText("No unshipped orders match your search criteria").waitFor();

    await page.getByRole("tab", { name: "Shipped Orders", exact: true }).click();
    const shipped = page.getByRole("grid", { name: "Shipped Orders" });
    const shippedRow = shipped.getByRole("row").filter({ hasText: name });
    await shippedRow.waitFor();
    await shippedRow.getByText("Shipped").first().waitFor();
    await shippedRow.getByText("Outbound Label").waitFor();

    await page.getByRole("button", { name: `Label actions for order #${id}` }).click();
    const viewLabel = page.getByRole("menuitem", { name: "View Label" });
    const href = await viewLabel.getAttribute("href");
    expect(href).toMatch(/^\/api\/shipping\/labels\/[^/]+\.pdf$/);
    expect(await viewLabel.getAttribute("target")).toBe("_blank");
    const pdf = await context.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const [popup] = await Promise.all([context.waitForEvent("page"), viewLabel.click()]);
    expect(popup.url()).toContain(href!);
    await popup.close();

    await page.getByRole("button", { name: `Label actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "Track Package" }).click();
    const track = page.getByRole("dialog", { name: `Track Order #${id}` });
    await track.waitFor();
    const links = track.getByRole("link");
    expect(await links.count()).toBe(2);
    // Read through the locators, not in the page: the root type check has no DOM types (React's stand-ins lack getAttribute).
    const hrefs = await Promise.all((await links.all()).map(async (link) => [await link.getAttribute("href"), await link.getAttribute("target")]));
    expect(hrefs[0]![0]).toMatch(/^https:\/\/tools\.usps\.com\/go\/TrackConfirmAction\?tLabels=/);
    expect(hrefs[1]![0]).toMatch(/^https:\/\/parcelsapp\.com\/en\/tracking\//);
    expect(hrefs.every(([, target]) => target === "_blank")).toBe(true);
    const stored = (await (await context.request.get(`/api/orders/${id}`)).json()) as { trackingNumber: string; status: string };
    expect(stored.status).toBe("shipped");
    expect(hrefs[0]![0]).toContain(encodeURIComponent(stored.trackingNumber));
    await track.getByText(stored.trackingNumber).waitFor();
    await shippedRow.getByText(stored.trackingNumber).waitFor();
    await page.keyboard.press("Escape");

    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});
