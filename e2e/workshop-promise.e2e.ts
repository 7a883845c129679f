/**
 * Keep the promise (issue 34): a player's order arrives on the owner's board
 * under Arriving; one click receives the head and the player's status page
 * says when it ships; the owner moves the promise to today on the order's
 * page and the board shows it due today; Start, then Ship buys the outbound label and
 * the status page shows it shipped. At 1440 and 390 px, axe on the board in
 * both themes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expectNoSeriousAxeFindingInBothThemes } from "./support/axe-findings.ts";
import { buyLabelInDialog } from "./support/buy-label.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { logIn, placeOrderThroughApi } from "./support/own-admin-server.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
const owner = { username: inject("adminUsername"), password: inject("adminPassword") };
const VIEWPORTS = [
  { name: "laptop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

type AdminOrder = { id: number; status: string; receivedAt: string | null; promisedBy: string | null; statusUrl: string };

/** "Thursday, December 3" for `2026-12-03`, as the status page writes a calendar day. */
const spelledDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

/** The order as the admin API answers it, read with the signed-in page's cookie. */
async function adminOrder(page: Page, id: number): Promise<AdminOrder> {
  const response = await page.request.get(`${baseUrl}/api/orders/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminOrder;
}

/** The text of the status page's current step. */
async function currentStep(statusPage: Page): Promise<string> {
  await statusPage.reload();
  const current = statusPage.getByRole("region", { name: "Work status" }).locator('[aria-current="step"]');
  return ((await current.locator("p").first().textContent()) ?? "").replace(/\s*\(current step\)$/, "");
}

describe.skipIf(!chromiumPath)("keeping the promise, in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  for (const viewport of VIEWPORTS) {
    it(`order → receive on the board → due today → start → ship, the status page following each step (${viewport.name})`, async () => {
      const stamp = `${viewport.name}${Date.now().toString(36)}`;
      const id = await placeOrderThroughApi(baseUrl, { firstName: "Promise", lastName: `Kept${stamp}`, customerEmail: `promise.${stamp}@example.com` });
      const { page, context, errors } = await openPage(browser, baseUrl, { width: viewport.width, height: viewport.height });
      await logIn(page, owner);

      const placed = await adminOrder(page, id);
      expect(placed).toMatchObject({ receivedAt: null, promisedBy: null });
      const statusPage = await context.newPage();
      await statusPage.goto(placed.statusUrl);
      expect(await currentStep(statusPage)).toBe("On its way to us");

      // The board: the head is on its way; one click receives it.
      const board = page.getByRole("region", { name: "Today's work" });
      await board.waitFor();
      const receive = board.getByRole("button", { name: `Receive #${id}` });
      await receive.scrollIntoViewIfNeeded();
      expect(
        await board
          .getByRole("region", { name: /^Arriving/ })
          .getByRole("button", { name: `Receive #${id}` })
          .count(),
      ).toBe(1);
      await receive.click();
      await board
        .getByRole("region", { name: /^In the workshop/ })
        .getByRole("link", { name: new RegExp(`#${id}\\b`) })
        .waitFor();

      const received = await adminOrder(page, id);
      expect(received.receivedAt).not.toBeNull();
      expect(received.promisedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await currentStep(statusPage)).toBe(`In the workshop, ships by ${spelledDay(received.promisedBy!)}`);

      // The owner moves the promise to today on the order's page; the player sees the new date and the board says it is due.
      const today = ((await (await page.request.get(`${baseUrl}/api/workshop/board`)).json()) as { date: string }).date;
      await page.goto(`/admin/orders/${id}`);
      await page.getByLabel("Move promise to").fill(today);
      await page.getByRole("button", { name: "Save promise" }).click();
      await expect.poll(async () => (await adminOrder(page, id)).promisedBy).toBe(today);
      expect(await currentStep(statusPage)).toBe(`In the workshop, ships by ${spelledDay(today)}`);

      await page.goto("/admin/dashboard");
      const dueToday = board.getByRole("region", { name: /^Due today/ });
      await dueToday.getByRole("button", { name: `Start #${id}` }).waitFor();
      await expectNoSeriousAxeFindingInBothThemes(page, dueToday.getByRole("button", { name: `Start #${id}` }));

      // Start, then Ship: the one buy-label dialog, outbound; the order leaves the board and the player sees it shipped.
      await dueToday.getByRole("button", { name: `Start #${id}` }).click();
      await expect.poll(async () => (await adminOrder(page, id)).status).toBe("in_progress");
      expect(await currentStep(statusPage)).toBe(`In the workshop, ships by ${spelledDay(today)}`);
      await dueToday.getByRole("button", { name: `Ship #${id}` }).click();
      await buyLabelInDialog(page, id, "Outbound");
      await expect.poll(async () => (await adminOrder(page, id)).status).toBe("shipped");
      await expect.poll(() => board.getByRole("button", { name: `Ship #${id}` }).count()).toBe(0);
      expect(await currentStep(statusPage)).toBe("Shipped");

      // The login page's session probe answers 401 before signing in; nothing else may fail.
      expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
      await context.close();
    });
  }
});
