import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { seriousAxeFindings } from "./support/axe-findings.ts";
import { buyLabelInDialog } from "./support/buy-label.ts";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, useOwnAdminServer } from "./support/own-admin-server.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OWNER = ownerCredentials("layout-owner");
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

type CellReport = { label: string | null; text: string; left: number; right: number; height: number; clipped: boolean };
type TableReport = { pageOverflow: number; headers: string[]; cells: CellReport[] };

/** Where each cell of the grid's row holding `rowText` sits, against the viewport, and what labels it. */
const measureRow = (grid: string, rowText: string) => `(() => {
  const grid = document.querySelector('[role="grid"][aria-label="${grid}"]');
  const row = [...grid.querySelectorAll('[role="row"]')].find((r) => r.textContent.includes(${JSON.stringify(rowText)}));
  const clipped = (el) => [el, ...el.querySelectorAll("*")].some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible");
  return {
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    headers: [...grid.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent.trim()),
    cells: [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')].map((cell) => {
      const box = cell.getBoundingClientRect();
      return { label: cell.getAttribute("data-label"), text: cell.innerText.trim(), left: box.left, right: box.right, height: box.height, clipped: clipped(cell) };
    }),
  };
})()`;

async function expectStackedRow(page: Page, grid: string, rowText: string) {
  const report = (await page.evaluate(measureRow(grid, rowText))) as TableReport;
  const width = page.viewportSize()!.width;
  expect(report.pageOverflow, `${grid} scrolls the page sideways`).toBeLessThanOrEqual(0);
  // Every column has its cell in the card, labelled with the column's header, fully on screen.
  expect(report.cells.map((cell) => cell.label)).toEqual(report.headers);
  for (const cell of report.cells) {
    expect(cell.height, `${grid} › ${cell.label} is hidden`).toBeGreaterThan(0);
    expect(cell.left, `${grid} › ${cell.label} starts off screen`).toBeGreaterThanOrEqual(0);
    expect(cell.right, `${grid} › ${cell.label} ends off screen`).toBeLessThanOrEqual(width);
    expect(cell.clipped, `${grid} › ${cell.label} is clipped`).toBe(false);
  }
  return report;
}

describe.skipIf(!chromiumPath)("the admin at a phone's and a laptop's width, in Chromium", () => {
  const own = useOwnAdminServer(OWNER);
  const name = `Phoebe Cardwell${unique()}`;
  const email = `phoebe.cardwell.${unique()}@example.com`;
  let orderId = 0;

  async function signedIn(viewport: { width: number; height: number }, options: { theme?: "light" | "dark" } = {}) {
    const context: BrowserContext = await own.browser.newContext({
      baseURL: own.server.url,
      viewport,
      ...(options.theme ? { colorScheme: options.theme } : {}),
    });
    if (options.theme) await context.addInitScript(`localStorage.setItem("theme", ${JSON.stringify(options.theme)})`);
    const page = await context.newPage();
    await logIn(page, OWNER);
    return { context, page };
  }

  it("shows the Shipping empty state whole on a phone", async () => {
    const { context, page } = await signedIn(PHONE);
    await page.goto("/admin/orders?tab=shipping");
    const empty = page.getByRole("grid", { name: "Unshipped Orders" }).getByText("All orders have been shipped!");
    await empty.waitFor();
    const box = (await empty.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("stacks every admin table into cards at 390 px, each column's value and the actions on screen", async () => {
    const placed = await fetch(`${own.server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validOrderForm({ firstName: name.split(" ")[0], lastName: name.split(" ")[1], customerEmail: email })),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    orderId = ((await placed.json()) as { id: number }).id;
    const subscribed = await fetch(`${own.server.url}/api/subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, name }),
    });
    expect(subscribed.status, await subscribed.clone().text()).toBe(201);

    const { context, page } = await signedIn(PHONE);

    const recent = page.getByRole("grid", { name: "Recent Orders" });
    await recent.getByText(name).waitFor();
    const dashboard = await expectStackedRow(page, "Recent Orders", name);
    expect(dashboard.headers).toEqual(["Order #", "Customer", "Service", "Date", "Total", "Status", "Payment"]);

    await page.goto("/admin/orders");
    await page.getByRole("grid", { name: "All Orders" }).getByText(name).waitFor();
    const orders = await expectStackedRow(page, "All Orders", name);
    expect(orders.headers).toContain("Actions");
    expect(orders.cells.find((cell) => cell.label === "Status")?.text).toBe("Pending");
    await page.getByRole("button", { name: `Actions for order #${orderId}` }).click();
    await page.getByRole("menuitem", { name: "View details" }).click();
    await page.getByRole("dialog", { name: `Order #${orderId}` }).waitFor();
    await page.keyboard.press("Escape");

    await page.goto("/admin/orders?tab=shipping");
    await page.getByRole("grid", { name: "Unshipped Orders" }).getByText(name).waitFor();
    const shipping = await expectStackedRow(page, "Unshipped Orders", name);
    expect(shipping.headers).toEqual(["Order #", "Date", "Customer", "Shipping Address", "Status", "Tracking #", "Actions"]);
    await page.getByRole("button", { name: `Label actions for order #${orderId}` }).click();
    await page.getByRole("menuitem", { name: "Create Label" }).waitFor();
    await page.keyboard.press("Escape");

    await page.goto("/admin/customers");
    await page.getByRole("grid", { name: "Customers" }).getByText(name).waitFor();
    const customers = await expectStackedRow(page, "Customers", name);
    expect(customers.cells.find((cell) => cell.label === "Email")?.text).toBe(email);
    await page.getByRole("button", { name: `View ${name}` }).click();
    await page.getByRole("dialog").getByText("Customer since").waitFor();
    await page.keyboard.press("Escape");

    await page.goto("/admin/marketing");
    await page.getByRole("grid", { name: "Subscribers" }).getByText(email).waitFor();
    const subscribers = await expectStackedRow(page, "Subscribers", email);
    expect(subscribers.cells.find((cell) => cell.label === "Status")?.text).toMatch(/Subscribed/);
    await page.getByRole("button", { name: `Unsubscribe ${email}` }).click();
    const confirm = page.getByRole("dialog", { name: "Unsubscribe this subscriber?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });

    await context.close();
  });

  it("fits the Shipping table at 1280 px, its row actions in one menu, and names a new label by its direction", async () => {
    expect(orderId).toBeGreaterThan(0);
    const { context, page } = await signedIn(LAPTOP);
    await page.goto("/admin/orders?tab=shipping");
    await page.getByRole("searchbox", { name: "Search orders" }).fill(name);
    const unshipped = page.getByRole("grid", { name: "Unshipped Orders" });
    await unshipped.getByRole("row").filter({ hasText: name }).waitFor();
    await expectFits(page, "Unshipped Orders", name);

    await page.getByRole("button", { name: `Label actions for order #${orderId}` }).click();
    await page.getByRole("menuitem", { name: "Create Label" }).click();
    await buyLabelInDialog(page, orderId);
    await page.getByText("Outbound label created").first().waitFor();

    await page.getByRole("tab", { name: "Shipped Orders", exact: true }).click();
    const shippedRow = page.getByRole("grid", { name: "Shipped Orders" }).getByRole("row").filter({ hasText: name });
    await shippedRow.waitFor();
    await shippedRow.getByText("Outbound Label", { exact: true }).waitFor();
    expect(await shippedRow.getByText("Legacy Label").count()).toBe(0);
    // With its tracking number the row is at its widest: it still fits, the number on one line.
    const { trackingNumber } = (await (await context.request.get(`/api/orders/${orderId}`)).json()) as { trackingNumber: string };
    const number = shippedRow.getByText(trackingNumber, { exact: true });
    const numberBox = (await number.boundingBox())!;
    const fontSize = Number.parseFloat(
      (await page.evaluate(`getComputedStyle(document.querySelector('[data-label="Tracking #"] span span')).fontSize`)) as string,
    );
    expect(numberBox.height, "the tracking number wraps").toBeLessThan(fontSize * 2);
    await expectFits(page, "Shipped Orders", name);
    expect(await shippedRow.getByRole("button").count()).toBe(1);

    await page.getByRole("button", { name: `Label actions for order #${orderId}` }).click();
    const viewLabel = page.getByRole("menuitem", { name: "View Label" });
    expect(await viewLabel.getAttribute("href")).toMatch(/^\/api\/shipping\/labels\/[^/]+\.pdf$/);
    await page.getByRole("menuitem", { name: "Track Package" }).click();
    await page
      .getByRole("dialog", { name: `Track Order #${orderId}` })
      .getByText(trackingNumber)
      .waitFor();
    await context.close();
  });

  it("has no serious or critical axe finding on any admin screen, in the light and the dark theme", async () => {
    const screens = [
      { path: "/admin/dashboard", heading: "Dashboard" },
      { path: "/admin/orders", heading: "Orders Management" },
      { path: "/admin/orders?tab=shipping", heading: "Orders Management" },
      { path: "/admin/inventory", heading: "Inventory Management" },
      { path: "/admin/customers", heading: "Customer Management" },
      { path: "/admin/marketing", heading: "Email Marketing" },
      { path: "/admin/inbox", heading: "Inbox" },
      { path: "/admin/settings", heading: "Admin Settings" },
      { path: "/admin/activity", heading: "Activity Log" },
    ];
    const findings: Record<string, unknown> = {};
    for (const theme of ["light", "dark"] as const) {
      const login = await own.browser.newContext({ baseURL: own.server.url, viewport: LAPTOP, colorScheme: theme });
      const loginPage = await login.newPage();
      await loginPage.goto("/auth");
      await loginPage.getByRole("button", { name: "Log in" }).waitFor();
      const atLogin = await seriousAxeFindings(loginPage);
      if (atLogin.length) findings[`${theme} /auth`] = atLogin;
      await login.close();

      const { context, page } = await signedIn(LAPTOP, { theme });
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.getByRole("heading", { level: 1, name: screen.heading }).waitFor();
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(theme === "dark");
        const found = await seriousAxeFindings(page);
        if (found.length) findings[`${theme} ${screen.path}`] = found;
      }
      await context.close();
    }
    expect(findings).toEqual({});
  });
});

/** The table's frame shows every column whole: nothing scrolls inside it and no header is cut off. */
async function expectFits(page: Page, grid: string, rowText: string) {
  const report = (await page.evaluate(`(() => {
    const grid = document.querySelector('[role="grid"][aria-label="${grid}"]');
    const frame = grid.parentElement;
    const box = frame.getBoundingClientRect();
    const row = [...grid.querySelectorAll('[role="row"]')].find((r) => r.textContent.includes(${JSON.stringify(rowText)}));
    return {
      overflow: frame.scrollWidth - frame.clientWidth,
      widths: [...grid.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent.trim() + "=" + Math.round(h.getBoundingClientRect().width)).join(" ") + " frame=" + frame.clientWidth,
      outside: [...grid.querySelectorAll('[role="columnheader"]'), ...row.children]
        .filter((el) => { const r = el.getBoundingClientRect(); return r.left < box.left - 0.5 || r.right > box.right + 0.5; })
        .map((el) => el.getAttribute("data-label") || el.textContent.trim()),
    };
  })()`)) as { overflow: number; widths: string; outside: string[] };
  expect(report.overflow, `${grid} scrolls inside its frame (${report.widths})`).toBeLessThanOrEqual(0);
  expect(report.outside, `${grid} has columns outside its frame`).toEqual([]);
}
