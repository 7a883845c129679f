/**
 * The customer hears about the order (issue 13): an order placed in the
 * browser becomes its order-received message, sent by a durable job after
 * the request answered, as an `.eml` under $DATA_DIR/mail/ (no provider
 * configured, MAIL_PROVIDER=file) carrying the order number and the status
 * page link; the owner's new-order notice goes out beside it, and the
 * order's timeline in the back office says both were sent, one row each.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminUsername = "mail-owner";
const adminPassword = `pw-${unique()}`;

/** A message's text as written, its quoted-printable soft line breaks undone. */
const unwrapped = (eml: string) => eml.replace(/=\r\n/g, "");

describe.skipIf(!chromiumPath)("an order's mails in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let serviceName: string;

  beforeAll(async () => {
    // A server of its own, so the test knows its DATA_DIR.
    server = await startServer({ env: { ADMIN_USERNAME: adminUsername, ADMIN_PASSWORD: adminPassword, MAIL_PROVIDER: "file" } });
    browser = await launchChromium();
    // A service of our own to order, with a price and a payment link.
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: adminUsername, password: adminPassword }),
    });
    const cookie = /sid=[^;]*/.exec(login.headers.get("set-cookie") ?? "")![0];
    serviceName = `Mail Pocket ${unique()}`;
    const created = await fetch(`${server.url}/api/services`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: serviceName, description: "For the mail journey", price: 4500 }),
    });
    expect(created.status).toBe(201);
    // The order form offers the services that have a payment link.
    const linked = await fetch(`${server.url}/api/payment-settings`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ serviceName, paymentLink: `${server.url}/pay-test?amount=[amount]` }),
    });
    expect(linked.status).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  });

  it("mails the customer the order-received message with the status page link, and the timeline shows it", async () => {
    const visitor = await openPage(browser, server.url, { width: 390, height: 844 });
    const { page } = visitor;
    await page.goto("/");
    await page.locator("#order").scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Custom order form" });
    await form.waitFor();
    const email = `mara-${unique()}@example.com`;
    await form.getByLabel("First Name").fill("Mara");
    await form.getByLabel("Last Name").fill("Mailbox");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("555-0142");
    await form.getByLabel("Head Type").fill("STX Hammer");
    await form.getByLabel("Head Color").fill("White");
    await form.locator('[data-field="serviceType"] button').click();
    await page.getByRole("option", { name: serviceName }).click();
    await form.getByText("Providing my own strings").click();
    await form.getByLabel("Street Address").fill("8 Crease Court");
    await form.getByLabel("City").fill("Towson");
    await form.getByLabel("State").fill("MD");
    await form.getByLabel("ZIP Code").fill("21204");
    await form.getByRole("button", { name: "Submit Order" }).click();

    const heading = page.getByRole("heading", { name: /^Thank you! Your order #\d+ is in\.$/ });
    await heading.waitFor();
    const id = Number(/#(\d+)/.exec((await heading.textContent())!)![1]);
    const statusUrl = (await page.getByRole("link", { name: "View your order status" }).getAttribute("href"))!;
    expect(statusUrl).toMatch(new RegExp(`^${server.url}/track/[0-9a-f]{64}$`));

    // The job sends it after the request answered: the worker polls, so it comes within seconds.
    const folder = join(server.dataDir, "mail");
    const named = (prefix: string) => async () => (await readdir(folder).catch(() => [] as string[])).find((file) => file.startsWith(prefix));
    await expect.poll(named(`order-${id}-order-received-`), { timeout: 30_000, interval: 250 }).toBeTruthy();
    const receipt = unwrapped(await readFile(join(folder, (await named(`order-${id}-order-received-`)())!), "utf8"));
    expect(receipt).toMatch(new RegExp(`^To: "?Mara Mailbox"? <${email.replace(/[.+]/g, "\\$&")}>`, "m"));
    expect(receipt).toMatch(new RegExp(`^Subject: .*#${id}`, "m"));
    expect(receipt).toContain(statusUrl);
    // The owner's notice too, each message once.
    await expect.poll(named(`order-${id}-owner-new-order-`), { timeout: 30_000, interval: 250 }).toBeTruthy();
    expect((await readdir(folder)).filter((file) => file.startsWith(`order-${id}-`))).toHaveLength(2);

    // The back office's timeline says so.
    const owner = await openPage(browser, server.url);
    const admin = owner.page;
    await admin.goto("/auth");
    await admin.getByLabel("Username").fill(adminUsername);
    await admin.getByLabel("Password").fill(adminPassword);
    await admin.getByRole("button", { name: "Log in" }).click();
    await admin.waitForURL("**/admin/dashboard");
    await admin.goto("/admin/orders");
    await admin.getByRole("button", { name: `Actions for order #${id}` }).click();
    await admin.getByRole("menuitem", { name: "View details" }).click();
    const timeline = admin.getByRole("dialog", { name: `Order #${id}` }).getByRole("list", { name: `Timeline of order #${id}` });
    await timeline.getByText(`E-mail "order received" sent to ${email}`).waitFor();
    // One row per mail, in its latest state (issue 32): the queued row gave way to the sent one.
    expect(await timeline.getByText(/^E-mail "order received"/).count()).toBe(1);
    await timeline.getByText('E-mail "new order" sent to you').waitFor();
    // Nothing broke on the way, beyond the signed-out session check before logging in.
    expect(owner.errors.filter((error) => !error.includes("401"))).toEqual([]);
  }, 120_000);
});
