/**
 * An order from the visitor's click to the owner's bench and back (issue
 * 12): the visitor orders, stays on the confirmation, opens the status page
 * from it; the owner finds the order by its number, marks it paid, adds a
 * note, changes the status and prints the work ticket; the status page shows
 * each change (never the note). An unknown status link is the 404 page, and
 * neither page downloads admin code. Contact messages reach the Inbox.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminCookie(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: inject("adminUsername"), password: inject("adminPassword") }),
  });
  expect(response.status).toBe(200);
  return /sid=[^;]*/.exec(response.headers.get("set-cookie") ?? "")![0];
}

/** A service of our own with a price and a payment link back at this server. */
async function pricedService(cookie: string): Promise<string> {
  const serviceName = `Lifecycle Pocket ${unique()}`;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect((await post("/api/services", { name: serviceName, description: "For the lifecycle journey", price: 4500 })).status).toBe(201);
  expect((await post("/api/payment-settings", { serviceName, paymentLink: `${baseUrl}/pay-test?amount=[amount]` })).status).toBe(201);
  return serviceName;
}

async function logIn(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(inject("adminUsername"));
  await page.getByLabel("Password").fill(inject("adminPassword"));
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("**/admin/dashboard");
}

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousAxeFindings(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  // Evaluated through the DevTools protocol: the page's CSP (self-only scripts) does not apply.
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 3) })))`,
  )) as { id: string; impact: string; nodes: string[] }[];
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map(({ id, nodes }) => ({ id, nodes }));
}

/** No wider than the screen: nothing to scroll sideways. */
const fitsWidth = (page: Page) => page.evaluate("document.documentElement.scrollWidth <= window.innerWidth");

describe.skipIf(!chromiumPath)("an order's life in Chromium", () => {
  let browser: Browser;
  let cookie: string;
  let serviceName: string;

  beforeAll(async () => {
    browser = await launchChromium();
    cookie = await adminCookie();
    serviceName = await pricedService(cookie);
  });
  afterAll(() => browser?.close());

  it("orders, pays and follows the order on its status page while the owner works on it", async () => {
    // The visitor, on a phone.
    const visitor = await openPage(browser, baseUrl, { width: 390, height: 844 });
    const { page } = visitor;
    await page.goto("/");
    await page.locator("#order").scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Custom order form" });
    await form.waitFor();
    const name = `Lena Lifecycle${unique()}`;
    await form.getByLabel("First Name").fill(name.split(" ")[0]!);
    await form.getByLabel("Last Name").fill(name.split(" ")[1]!);
    await form.getByLabel("Email Address").fill(`lena-${unique()}@example.com`);
    await form.getByLabel("Phone Number").fill("555-0199");
    await form.getByLabel("Head Type").fill("ECD Rebel Offense");
    await form.getByLabel("Head Color").fill("Black");
    await form.locator('[data-field="serviceType"] button').click();
    await page.getByRole("option", { name: serviceName }).click();
    await form.getByText("Providing my own strings").click();
    await form.getByLabel("Street Address").fill("3 Goal Line");
    await form.getByLabel("City").fill("Annapolis");
    await form.getByLabel("State").fill("MD");
    await form.getByLabel("ZIP Code").fill("21401");
    const popup = visitor.context.waitForEvent("page", { timeout: 15_000 });
    await form.getByRole("button", { name: "Submit Order" }).click();

    // The confirmation stays, with everything the visitor needs next.
    const heading = page.getByRole("heading", { name: /^Thank you! Your order #\d+ is in\.$/ });
    await heading.waitFor();
    const id = Number(/#(\d+)/.exec((await heading.textContent())!)![1]);
    await page.getByText("Order submitted successfully!").waitFor();
    const pay = page.getByRole("link", { name: /Continue to payment/ });
    expect(await pay.getAttribute("href")).toBe(`${baseUrl}/pay-test?amount=45.00`);
    expect(await pay.getAttribute("target")).toBe("_blank");
    await page.locator("#order").getByText("123 Lacrosse Lane").waitFor();
    // The automatic payment tab (docs/rules/order-form.md, Submitting) still opens.
    const paymentTab = await popup;
    await paymentTab.waitForURL(/pay-test/);
    await paymentTab.close();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);

    const statusLink = page.getByRole("link", { name: "View your order status" });
    const statusUrl = (await statusLink.getAttribute("href"))!;
    expect(statusUrl).toMatch(new RegExp(`^${baseUrl}/track/[0-9a-f]{64}$`));
    visitor.requests.length = 0;
    await statusLink.click();
    await page.waitForURL(statusUrl);
    await page.getByRole("heading", { level: 1, name: `Order #${id}` }).waitFor();
    expect(await page.title()).toBe(`Order #${id} status | StringMaster Pro`);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    const steps = page.getByRole("region", { name: "Work status" }).getByRole("listitem");
    expect(await steps.nth(0).getAttribute("aria-current")).toBe("step");
    // In a player's words (issue 34): the head is still at home, on its way to us; no "Received" before it is.
    const stepLabel = (index: number) => steps.nth(index).locator("p").first().textContent();
    expect(await Promise.all([0, 1, 2, 3].map(stepLabel))).toEqual([
      "On its way to us (current step)",
      "In the workshop (to come)",
      "Shipped (to come)",
      "Delivered (to come)",
    ]);
    expect(await page.getByRole("region", { name: "Work status" }).getByText("Received").count()).toBe(0);
    const payment = page.getByRole("region", { name: "Payment" });
    await payment.getByText("Unpaid").waitFor();
    await payment.getByText("$45.00").waitFor();
    expect(await payment.getByRole("link", { name: /Pay now/ }).getAttribute("href")).toContain("/pay-test?amount=45.00");
    await page.getByRole("region", { name: "Ship your head to us" }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    // Served rendered, with its data: the page asks the API for nothing, and loads no admin code.
    await page.waitForLoadState("networkidle");
    expect(visitor.requests.filter((url) => url.includes("/remotes/admin/"))).toEqual([]);
    expect(visitor.requests.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);

    // The owner, on a laptop.
    const owner = await openPage(browser, baseUrl);
    await logIn(owner.page);
    const admin = owner.page;
    await admin.getByRole("grid", { name: "Recent Orders" }).getByText(name).waitFor();
    await admin.goto("/admin/orders");
    await admin.getByRole("searchbox", { name: "Search orders" }).fill(`#${id}`);
    const row = admin.getByRole("grid", { name: "All Orders" }).getByRole("row").filter({ hasText: name });
    await row.waitFor();
    await row.getByText("Unpaid").waitFor();
    // The search found this one order: the header row and ours.
    await expect.poll(() => admin.getByRole("grid", { name: "All Orders" }).getByRole("row").count()).toBe(2);
    await admin.getByRole("button", { name: `Actions for order #${id}` }).click();
    await admin.getByRole("menuitem", { name: "View details" }).click();
    const details = admin.getByRole("dialog", { name: `Order #${id}` });
    await details.getByText("ECD Rebel Offense").waitFor();

    // Marked paid, in dollars: the order's price to start with.
    const paymentPanel = details.getByRole("region", { name: "Payment" });
    expect(await paymentPanel.getByLabel("Amount (USD)").inputValue()).toBe("45.00");
    await paymentPanel.getByLabel("Note (optional)").fill("Paid by card at the shop");
    await paymentPanel.getByRole("button", { name: "Mark as paid" }).click();
    await admin.getByText(`Order #${id} is paid ($45.00).`).waitFor();
    await paymentPanel.getByText("Paid", { exact: true }).waitFor();

    // A note, shown as text.
    const note = `<i>Mid pocket</i>, extra whip ${unique()}`;
    await details.getByRole("textbox", { name: "Add a note" }).fill(note);
    await details.getByRole("button", { name: "Add note" }).click();
    const timeline = details.getByRole("list", { name: `Timeline of order #${id}` });
    await timeline.getByText(note).waitFor();
    await timeline
      .getByText(`by ${inject("adminUsername")}`)
      .first()
      .waitFor();
    await timeline.getByText("Payment: Unpaid → Paid ($45.00)").waitFor();

    // The work starts.
    const statusPanel = details.getByRole("region", { name: "Update Status" });
    await statusPanel.locator("button").first().click();
    await admin.getByRole("option", { name: "In Progress" }).click();
    await statusPanel.getByRole("button", { name: "Update" }).click();
    await timeline.getByText("Status: Pending → In Progress").waitFor();

    // The work ticket.
    const ticket = details.getByRole("link", { name: /Print ticket of order/ });
    expect(await ticket.getAttribute("target")).toBe("_blank");
    const pdf = await owner.context.request.get((await ticket.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const [ticketTab] = await Promise.all([owner.context.waitForEvent("page"), ticket.click()]);
    expect(ticketTab.url()).toContain(`/api/orders/${id}/ticket.pdf`);
    await ticketTab.close();
    expect(owner.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);

    // The visitor sees each change, and not the owner's note.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: `Order #${id}` }).waitFor();
    await payment.getByText("Paid", { exact: true }).waitFor();
    expect(await payment.getByRole("link", { name: /Pay now/ }).count()).toBe(0);
    expect(await steps.nth(1).getAttribute("aria-current")).toBe("step");
    expect(await stepLabel(1)).toMatch(/^In the workshop(, ships by \w+day, \w+ \d+)? \(current step\)$/);
    const history = page.getByRole("region", { name: "History" });
    await history.getByText("Payment received").waitFor();
    await history.getByText("Stringing started").waitFor();
    expect(await page.getByText("extra whip").count()).toBe(0);
    expect(visitor.errors).toEqual([]);

    // Shipped from the list, with its tracking number: the visitor can follow the parcel.
    await admin.keyboard.press("Escape");
    await details.waitFor({ state: "detached" });
    await admin.getByRole("button", { name: `Actions for order #${id}` }).click();
    await admin.getByRole("menuitem", { name: "Mark Shipped" }).click();
    const ship = admin.getByRole("dialog", { name: `Mark order #${id} shipped` });
    await ship.getByLabel("Tracking number").fill("9400111899223344556677");
    await ship.getByRole("button", { name: "Mark Shipped" }).click();
    await row.getByText("Shipped").waitFor();
    await page.reload();
    expect(await steps.nth(2).getAttribute("aria-current")).toBe("step");
    expect(await stepLabel(2)).toBe("Shipped (current step)");
    const parcel = page.getByRole("region", { name: "Shipping" }).getByRole("link", { name: /Track with/ });
    expect(await parcel.getAttribute("href")).toContain("9400111899223344556677");
    expect(
      await steps
        .nth(2)
        .getByRole("link", { name: /Follow your parcel/ })
        .getAttribute("href"),
    ).toBe(await parcel.getAttribute("href"));
    // The same page on a laptop: the steps on the left, the payment beside them.
    await page.setViewportSize({ width: 1440, height: 900 });
    const work = (await page.getByRole("region", { name: "Work status" }).boundingBox())!;
    expect((await payment.boundingBox())!.x).toBeGreaterThanOrEqual(work.x + work.width);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await owner.context.close();
    await visitor.context.close();
  });

  it("answers an unknown status link with the 404 page and status 404, without admin code", async () => {
    const { page, context, requests } = await openPage(browser, baseUrl);
    const response = await page.goto(`/track/${"0".repeat(64)}`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "This page doesn’t exist" }).waitFor();
    expect(requests.filter((url) => url.includes("/remotes/admin/"))).toEqual([]);
    await context.close();
  });

  it("brings a contact message to the Inbox, where it is answered and marked", async () => {
    const marker = unique();
    const sent = await fetch(`${baseUrl}/api/contacts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `Ivy Inbox${marker}`, email: `ivy-${marker}@example.com`, message: `Do you restring goalie heads? ${marker}` }),
    });
    expect(sent.status).toBe(201);
    const { page, context } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await logIn(page);
    await page.goto("/admin/inbox");
    await page.getByRole("heading", { level: 1, name: "Inbox" }).waitFor();
    await page.getByRole("tab", { name: "Awaiting reply" }).click();
    const message = page.getByRole("article", { name: `Ivy Inbox${marker}` });
    await message.waitFor();
    expect(await message.getByRole("link", { name: `Reply to Ivy Inbox${marker}` }).getAttribute("href")).toMatch(/^mailto:ivy-/);
    await message.getByRole("button", { name: /^Mark as responded/ }).click();
    await page.getByText("Marked as responded").waitFor();
    await message.waitFor({ state: "detached" });
    await page.getByRole("tab", { name: "Responded" }).click();
    await page.getByRole("article", { name: `Ivy Inbox${marker}` }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });
});
