/**
 * Email marketing and Admin Settings in Chromium, against this file's own
 * `npm start` whose Mailjet base URL points at a fake Mailjet on loopback
 * (the shared server has no MAILJET_API_URL, so campaigns would leave the machine).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startFakeMailjet, type FakeMailjet } from "../adapters/src/mailjet/fake-mailjet-server.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const ADMIN = { username: "marketing-owner", password: `pw-${randomUUID()}` };
const MAILJET = { apiKey: "e2e-mailjet-key", apiSecret: "e2e-mailjet-secret" };
const unique = Date.now().toString(36);

async function logIn(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("**/admin/dashboard");
}

/** The public testimonials carousel shows one at a time: step through it looking for `name`. */
async function carouselShows(page: Page, name: string): Promise<boolean> {
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
  // The section renders nothing when no testimonial is visible.
  if ((await page.locator("#testimonials blockquote").count()) === 0) return false;
  const dots = await page.getByRole("button", { name: /^Show testimonial \d+ of \d+$/ }).count();
  for (let slide = 0; slide < Math.max(1, dots); slide++) {
    if (dots > 0) await page.getByRole("button", { name: `Show testimonial ${slide + 1} of ${dots}` }).click();
    if (await page.locator("#testimonials").getByText(name, { exact: true }).isVisible()) return true;
  }
  return false;
}

describe.skipIf(!chromiumPath)("admin marketing and settings in Chromium", () => {
  let browser: Browser;
  let fake: FakeMailjet;
  let server: RunningServer;

  beforeAll(async () => {
    fake = await startFakeMailjet(MAILJET);
    server = await startServer({ env: { MAILJET_API_URL: fake.url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it("adds and unsubscribes a subscriber, configures Mailjet and sends a campaign to the subscribed list", async () => {
    const { page, errors, context } = await openPage(browser, server.url);
    await logIn(page);
    await page.getByRole("link", { name: "Marketing" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Email Marketing" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await page.getByText("No subscribers in your list yet").waitFor();

    // Not configured: Setup is offered and sending is disabled.
    await page.getByRole("button", { name: "Setup" }).waitFor();
    expect(await page.getByRole("button", { name: "Create Campaign" }).isDisabled()).toBe(true);

    const leaving = `leaving-${unique}@example.com`;
    const staying = `staying-${unique}@example.com`;
    for (const [email, name] of [
      [leaving, "Lee Leaving"],
      [staying, "Stacy Staying"],
    ] as const) {
      await page.getByRole("button", { name: "Add Subscriber" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Subscriber" });
      await dialog.getByLabel("Email", { exact: true }).fill(email);
      await dialog.getByLabel("Name (optional)").fill(name);
      await dialog.getByRole("button", { name: "Add Subscriber" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByRole("row").filter({ hasText: email }).waitFor();
    }

    await page.getByRole("button", { name: `Unsubscribe ${leaving}` }).click();
    const confirm = page.getByRole("dialog", { name: "Unsubscribe this subscriber?" });
    await confirm.getByRole("button", { name: "Unsubscribe" }).click();
    await confirm.waitFor({ state: "detached" });
    const leavingRow = page.getByRole("row").filter({ hasText: leaving });
    await leavingRow.getByText("Unsubscribed").waitFor();
    expect(await leavingRow.getByRole("button", { name: /Unsubscribe/ }).count()).toBe(0);

    await page.getByRole("button", { name: "Setup" }).click();
    const setup = page.getByRole("dialog", { name: "Configure Email Service" });
    await setup.getByRole("button", { name: "Save Configuration" }).click();
    await setup.getByText("API Key is required").waitFor();
    await setup.getByLabel("API Key").fill(MAILJET.apiKey);
    await setup.getByLabel("API Secret").fill(MAILJET.apiSecret);
    await setup.getByLabel("Sender Email").fill("shop@example.com");
    await setup.getByRole("button", { name: "Save Configuration" }).click();
    await setup.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Email Settings" }).waitFor();

    await page.getByRole("button", { name: "Create Campaign" }).click();
    const campaign = page.getByRole("dialog", { name: "Create Email Campaign" });
    await campaign.getByLabel("Subject").fill(`Spring special ${unique}`);
    await campaign.getByLabel("Email Content").fill("Fresh mesh is in stock. Book your restring today!");
    await campaign.getByRole("button", { name: "Send Campaign" }).click();
    // Asked first, naming how many it reaches.
    await page.getByRole("dialog", { name: "Send this campaign?" }).getByRole("button", { name: "Send to 1 subscriber" }).click();
    // Queued at once (202); the batch jobs send it while the campaign list follows.
    const queued = page.getByRole("dialog", { name: "Campaign queued" });
    await queued.getByText(/^Queued for 1 subscriber\./).waitFor();
    await queued.getByRole("button", { name: "Done" }).click();
    const campaigns = page.getByRole("grid", { name: "Campaigns" });
    const sentRow = campaigns.getByRole("row").filter({ hasText: `Spring special ${unique}` });
    // Sent = the subscribed addresses (one: the other unsubscribed), none failed, none pending.
    await sentRow.getByText("Sent", { exact: true }).waitFor({ timeout: 30_000 });
    expect(await sentRow.getByRole("gridcell").allTextContents()).toEqual([expect.any(String), "Sent", "1", "1", "0", "0"]);

    expect(fake.delivered.map((m) => m.To?.[0]?.Email)).toEqual([staying]);
    expect(fake.delivered[0]?.Subject).toBe(`Spring special ${unique}`);
    expect(fake.delivered[0]?.TextPart).toContain("Fresh mesh is in stock.");
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it("adds a testimonial in Settings that shows on / and disappears when hidden", async () => {
    const { page, context } = await openPage(browser, server.url);
    const visitor = await openPage(browser, server.url);
    await logIn(page);
    await page.goto("/admin/settings");
    await page.getByRole("heading", { level: 1, name: "Admin Settings" }).waitFor();
    expect(await page.getByRole("tab", { name: "Content" }).getAttribute("aria-selected")).toBe("true");

    const name = `Riley Reviewer ${unique}`;
    await page.getByRole("tab", { name: "Testimonials" }).click();
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Testimonial" });
    await dialog.getByRole("button", { name: "Save Testimonial" }).click();
    await dialog.getByText("Customer name is required").waitFor();
    await dialog.getByLabel("Customer Name").fill(name);
    await dialog.getByLabel("Position").fill("Attack");
    await dialog.getByLabel("Company/Team").fill("Harbor Lacrosse");
    await dialog.getByLabel("Testimonial", { exact: true }).fill("Best pocket I have ever thrown with.");
    await dialog.getByRole("button", { name: /Rating/ }).click();
    await page.getByRole("option", { name: "4 out of 5" }).click();
    await dialog.getByRole("button", { name: "Save Testimonial" }).click();
    await dialog.waitFor({ state: "detached" });
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByText("Visible").waitFor();

    expect(await carouselShows(visitor.page, name)).toBe(true);
    expect(await visitor.page.locator("#testimonials").getByRole("img", { name: "Rated 4 out of 5" }).isVisible()).toBe(true);

    await row.getByText("Visible").click();
    await row.getByText("Hidden").waitFor();
    expect(await carouselShows(visitor.page, name)).toBe(false);

    await visitor.context.close();
    await context.close();
  });
});
