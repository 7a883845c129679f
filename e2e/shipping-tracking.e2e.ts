/**
 * Real shipping through Shippo (issue 14), our fake Shippo on loopback behind
 * the real adapter (SHIPPO_API_KEY, SHIPPO_API_URL): the owner creates the
 * dual labels in the Shipping tab (a scan-based return label and an outbound
 * one, bought at Shippo); the customer's return-label mail (an .eml under
 * $DATA_DIR/mail) carries the label's link and PDF, and the status page
 * offers it to print; the carrier reports the inbound parcel delivered on
 * the tracking webhook and the status page says "Head received"; the owner
 * voids the pre-bought outbound label from the order details (Shippo refunds
 * it) and buys a new one at a rate picked from the cheapest-first list: the
 * order is shipped, which the status page shows too.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { startFakeShippo, trackUpdatedPayload, type FakeShippo } from "@stringing/adapters/shippo/fake-shippo-server";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { buyLabelInDialog } from "./support/buy-label.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminUsername = "ship-owner";
const adminPassword = `pw-${unique()}`;
const webhookToken = `e2e${"0123456789abcdef".repeat(3)}`;

describe.skipIf(!chromiumPath)("labels and tracking through Shippo in Chromium", () => {
  let server: RunningServer;
  let shippo: FakeShippo;
  let browser: Browser;

  beforeAll(async () => {
    shippo = await startFakeShippo("shippo_test_e2e");
    server = await startServer({
      env: {
        ADMIN_USERNAME: adminUsername,
        ADMIN_PASSWORD: adminPassword,
        MAIL_PROVIDER: "file",
        SHIPPO_API_KEY: shippo.apiKey,
        SHIPPO_API_URL: shippo.url,
        SHIPPO_WEBHOOK_TOKEN: webhookToken,
      },
    });
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
    await shippo?.close();
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  });

  it("dual labels, the head received by the carrier's report, the outbound label bought: the order shipped", async () => {
    const name = `Shay Parcel${unique()}`;
    const placed = await fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        validOrderForm({
          firstName: name.split(" ")[0],
          lastName: name.split(" ")[1],
          customerEmail: `shay.${unique()}@example.com`,
          shippingAddress: "12 Harbor Lane",
        }),
      ),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { id, statusUrl } = (await placed.json()) as { id: number; statusUrl: string };

    const { page, errors } = await openPage(browser, server.url);
    await page.goto("/auth");
    await page.getByLabel("Username").fill(adminUsername);
    await page.getByLabel("Password").fill(adminPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/admin/dashboard");

    // Dual labels from the Shipping tab: both bought at Shippo, the inbound one a return.
    await page.goto("/admin/orders?tab=shipping");
    await page.getByRole("heading", { name: "Shipping Management" }).waitFor();
    await page.getByRole("searchbox", { name: "Search orders" }).fill(name);
    const unshipped = page.getByRole("grid", { name: "Unshipped Orders" });
    await unshipped.getByRole("row").filter({ hasText: name }).waitFor();
    await page.getByRole("button", { name: `Label actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "Create Label" }).click();
    await buyLabelInDialog(page, id, "Both (dual labels)");
    await unshipped.getByRole("row").filter({ hasText: name }).getByText("Return and Outbound").waitFor();
    const bought = [...shippo.transactions.values()];
    expect(bought.map((transaction) => transaction.is_return).toSorted()).toEqual([false, true]);
    const inbound = bought.find((transaction) => transaction.is_return)!.tracking_number;

    // The customer gets the return label by mail: its download link under the status page's token, the PDF attached.
    const token = new URL(statusUrl).pathname.split("/").pop()!;
    const labelLink = `${server.url}/api/track/${token}/return-label.pdf`;
    const folder = join(server.dataDir, "mail");
    const mailFile = async () => (await readdir(folder).catch(() => [] as string[])).find((file) => file.startsWith(`order-${id}-return-label-`));
    await expect.poll(mailFile, { timeout: 30_000, interval: 250 }).toBeTruthy();
    const mail = (await readFile(join(folder, (await mailFile())!), "utf8")).replace(/=\r\n/g, "");
    expect(mail).toMatch(new RegExp(`^Subject: .*#${id}`, "m"));
    expect(mail).toContain(labelLink);
    expect(mail).toContain(inbound);
    expect(mail).toMatch(new RegExp(`filename="?return-label-order-${id}\\.pdf`));
    expect(mail).not.toContain("/api/shipping/labels/");

    // The status page offers the same label to print while the head is expected.
    const visitor = await openPage(browser, server.url, { width: 390, height: 844 });
    await visitor.page.goto(new URL(statusUrl).pathname);
    const print = visitor.page.getByRole("link", { name: /Print your return label/ });
    await print.waitFor();
    expect(await print.getAttribute("href")).toBe(new URL(labelLink).pathname);
    const pdf = await fetch(labelLink);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    // The carrier reports the head delivered to us: the status page says so.
    const report = await fetch(`${server.url}/api/webhooks/shippo/${webhookToken}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(trackUpdatedPayload({ trackingNumber: inbound, status: "DELIVERED" })),
    });
    expect(await report.json()).toEqual({ received: true, outcome: "updated" });
    await visitor.page.reload();
    const history = visitor.page.getByRole("region", { name: "History" });
    await history.getByText("Head received").waitFor();
    await history.getByText("Stringing started").waitFor();
    // The head is in: no label to print any more, and its link answers 404.
    expect(await print.count()).toBe(0);
    expect((await fetch(labelLink)).status).toBe(404);

    // The outbound label bought with the dual labels is voided from the order details (Shippo refunds it)...
    const outbound = bought.find((transaction) => !transaction.is_return)!;
    await page.goto("/admin/orders");
    await page.getByRole("button", { name: `Actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "View details" }).click();
    const details = page.getByRole("dialog", { name: `Order #${id}` });
    await details.getByText("In transit").or(details.getByText("Delivered")).first().waitFor();
    await details.getByRole("button", { name: `Void label ${outbound.tracking_number}` }).click();
    await page.getByRole("dialog", { name: "Void this label?" }).getByRole("button", { name: "Void Label" }).click();
    await page.getByText("Label voided").first().waitFor();
    expect(shippo.refunds.map((refund) => refund.transaction)).toEqual([outbound.object_id]);
    await details.getByText("Voided", { exact: true }).waitFor();

    // ...and a new one bought at a rate the owner picks: the cheapest is preselected.
    await page.goto("/admin/orders?tab=shipping");
    await page.getByRole("searchbox", { name: "Search orders" }).fill(name);
    await unshipped.getByRole("row").filter({ hasText: name }).waitFor();
    await page.getByRole("button", { name: `Label actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "Create Label" }).click();
    const dialog = page.getByRole("dialog", { name: `Create Label for order #${id}` });
    expect(await dialog.getByRole("radio", { name: /^USPS Ground Advantage · \$7\.58 .*· cheapest$/ }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Continue" }).click();
    // Shippo's test key quotes real prices but charges nothing.
    await dialog.getByText("Create the outbound test label (quoted at $7.58, not charged)?").waitFor();
    await dialog.getByRole("button", { name: "Create Test Label" }).click();
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });
    await unshipped.getByText("No unshipped orders match your search criteria").waitFor();
    expect(shippo.transactions.size).toBe(3);

    await visitor.page.reload();
    await history.getByText("Shipped back to you").waitFor();
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  }, 180_000);
});
