/**
 * Issue 32, item 6: the mail settings tell one truth. On a fresh install with
 * MAIL_PROVIDER=file, Marketing and Settings name the same provider, Settings
 * asks for the owner address while notices would go to no-reply@localhost,
 * and a campaign shows its preview in the branded template, sends a test to
 * the owner and asks before sending, naming the recipient count. At a
 * laptop's and a phone's width, with axe in both themes.
 */
import { rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe-findings.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { logIn, ownerCredentials } from "./support/own-admin-server.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const OWNER = ownerCredentials("mail-truth-owner");
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

describe.skipIf(!chromiumPath)("one truth about mail, in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password, MAIL_PROVIDER: "file" } });
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    if (!server) return;
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  });

  async function signedIn(viewport: { width: number; height: number }, theme: "light" | "dark" = "light") {
    const context = await browser.newContext({ baseURL: server.url, viewport, colorScheme: theme });
    await context.addInitScript(`localStorage.setItem("theme", ${JSON.stringify(theme)})`);
    const page = await context.newPage();
    await logIn(page, OWNER);
    return { context, page };
  }

  const openMailPanel = async (page: Page) => {
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Settings" }).click();
    const panel = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Mail", exact: true }) });
    await panel.getByText("Active provider").waitFor();
    return panel;
  };

  for (const [label, viewport] of [
    ["laptop", LAPTOP],
    ["phone", PHONE],
  ] as const) {
    it(`names one provider on both screens, prompts for the owner address, and previews, tests and confirms a campaign (${label})`, async () => {
      const { context, page } = await signedIn(viewport);
      // A fresh install: nothing saved, so notices would go to no-reply@localhost.
      await page.request.post("/api/config/mail", { data: { ownerEmail: null } });
      let panel = await openMailPanel(page);
      expect(await panel.getByRole("heading", { level: 2 }).allTextContents()).toEqual(["Mail"]);
      expect(await page.getByRole("heading", { level: 2, name: "Email Configuration" }).count()).toBe(0);
      await panel.getByText("Files (.eml in the data folder)").waitFor();
      await panel.getByText("Owner address needed.").waitFor();
      await panel.getByText(/no-reply@localhost, a local address nobody reads/).waitFor();
      await panel.getByLabel("Owner Email").fill("owner@shop.example");
      await panel.getByRole("button", { name: "Save Owner Email" }).click();
      await panel.getByText("Owner address needed.").waitFor({ state: "detached" });

      await page.request.post("/api/subscribers", { data: { email: `fan-${label}@example.com` } });
      const count = (await (await page.request.get("/api/subscribers/count")).json()) as number;
      const reach = `${count} ${count === 1 ? "subscriber" : "subscribers"}`;

      await page.goto("/admin/marketing");
      await page.getByText("Files (.eml in the data folder) · Configured").waitFor();
      expect(await page.getByText(/Mailjet/).count()).toBe(0);
      await page.getByRole("button", { name: "Create Campaign" }).click();
      const dialog = page.getByRole("dialog", { name: "Create Email Campaign" });
      await dialog.getByLabel("Subject").fill(`Spring special (${label})`);
      await dialog.getByLabel("Email Content").fill("Fresh mesh is in stock. Book your restring today!");
      await dialog.getByRole("button", { name: "Preview" }).click();
      await dialog.getByText(`Preview: as ${reach} will see it`).waitFor();
      const frame = page.frameLocator('iframe[title="Campaign preview"]');
      await frame.getByText("Fresh mesh is in stock.").waitFor();
      await frame.getByRole("link", { name: "Unsubscribe" }).waitFor();
      await dialog.getByRole("button", { name: "Send a test to the owner" }).click();
      await dialog.getByText("Test sent to owner@shop.example.").waitFor();
      await dialog.getByRole("button", { name: "Send Campaign" }).click();
      const confirm = page.getByRole("dialog", { name: "Send this campaign?" });
      await confirm.getByText(`“Spring special (${label})” goes to ${reach} now.`, { exact: false }).waitFor();
      await confirm.getByRole("button", { name: `Send to ${reach}` }).click();
      await page
        .getByRole("dialog", { name: "Campaign queued" })
        .getByText(new RegExp(`^Queued for ${reach}\\.`))
        .waitFor();
      await context.close();

      // Settings still agrees once the owner address is saved.
      const again = await signedIn(viewport);
      panel = await openMailPanel(again.page);
      expect(await panel.getByText("Owner address needed.").count()).toBe(0);
      await again.context.close();
    }, 180_000);
  }

  it("has no serious or critical axe finding on the Mail panel and the campaign preview, in the light and the dark theme", async () => {
    const findings: Record<string, unknown> = {};
    for (const theme of ["light", "dark"] as const) {
      const { context, page } = await signedIn(LAPTOP, theme);
      await page.request.post("/api/config/mail", { data: { ownerEmail: null } });
      const panel = await openMailPanel(page);
      await panel.getByText("Owner address needed.").waitFor();
      const onSettings = await seriousAxeFindings(page);
      if (onSettings.length) findings[`${theme} settings`] = onSettings;

      await page.goto("/admin/marketing");
      await page.getByRole("button", { name: "Create Campaign" }).click();
      const dialog = page.getByRole("dialog", { name: "Create Email Campaign" });
      await dialog.getByLabel("Subject").fill("Axe check");
      await dialog.getByLabel("Email Content").fill("Fresh mesh is in stock. Book your restring today!");
      await dialog.getByRole("button", { name: "Preview" }).click();
      await page.frameLocator('iframe[title="Campaign preview"]').getByText("Fresh mesh is in stock.").waitFor();
      const onPreview = await seriousAxeFindings(page);
      if (onPreview.length) findings[`${theme} campaign preview`] = onPreview;
      await dialog.getByRole("button", { name: "Send Campaign" }).click();
      await page.getByRole("dialog", { name: "Send this campaign?" }).waitFor();
      const onConfirm = await seriousAxeFindings(page);
      if (onConfirm.length) findings[`${theme} confirmation`] = onConfirm;
      await context.close();
    }
    expect(findings).toEqual({});
  }, 180_000);
});
