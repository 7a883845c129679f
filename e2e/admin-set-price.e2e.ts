/**
 * Issue 32, item 1, "let the owner set an order's price": on a fresh install
 * every service says "Contact for pricing", so a player's order comes in at
 * $0.00 and their status page says "Price to be confirmed" with no Pay now.
 * The owner sets the price on the order's page; the timeline shows it, the
 * balance follows (also after a part payment and a second price), and the
 * player's status page shows the amount and what is left to pay. At 1440 and
 * 390 px, axe in the light and the dark theme.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { expectNoSeriousAxeFindingInBothThemes as axeInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, useOwnAdminServer } from "./support/own-admin-server.ts";

const OWNER = ownerCredentials("price-owner");
const VIEWPORTS = [
  { name: "laptop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

/** A player's order as the site sends it; its number and the status page's address. */
async function placeOrder(baseUrl: string, stamp: string): Promise<{ id: number; statusUrl: string }> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validOrderForm({ firstName: "Priced", lastName: `Player${stamp}`, customerEmail: `price.${stamp}@example.com` })),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; statusUrl: string };
}

async function setPrice(page: Page, id: number, dollars: string) {
  const form = page.getByRole("form", { name: `Price of order #${id}` });
  await form.getByLabel("New price (USD)").fill(dollars);
  await form.getByRole("button", { name: "Set price" }).click();
  await form.getByText(`Order price: $${dollars}`).waitFor();
}

describe.skipIf(!chromiumPath)("the owner sets an order's price, in Chromium", () => {
  const own = useOwnAdminServer(OWNER);

  for (const viewport of VIEWPORTS) {
    it(`prices a "Contact for pricing" order on its page: the timeline, the balance and the player's status page follow (${viewport.name})`, async () => {
      const baseUrl = own.server.url;
      const stamp = `${viewport.name}${Date.now().toString(36)}`;
      const { id, statusUrl } = await placeOrder(baseUrl, stamp);
      const { page, context, errors } = await own.open({ width: viewport.width, height: viewport.height });
      const statusPath = new URL(statusUrl).pathname;

      // The player, before: no amount and nothing to pay.
      await page.goto(statusPath);
      const payment = page.getByRole("region", { name: "Payment" });
      await payment.getByText("Price to be confirmed").waitFor();
      expect(await page.getByRole("link", { name: /Pay now/ }).count()).toBe(0);

      await logIn(page, OWNER);
      await page.goto(`/admin/orders/${id}`);
      const heading = page.getByRole("heading", { level: 1, name: `Order #${id}` });
      await heading.waitFor();
      const panel = page.getByRole("region", { name: "Payment" });
      await panel.getByText("Not paid yet. Price $0.00.").waitFor();
      const timeline = page.getByRole("list", { name: `Timeline of order #${id}` });

      await setPrice(page, id, "45.00");
      await panel.getByText("Not paid yet. Price $45.00.").waitFor();
      await timeline.getByText("Price: $0.00 → $45.00").waitFor();
      await axeInBothThemes(page, heading);

      // A part payment, then a new price: what is still due follows the price.
      await panel.getByLabel("Amount (USD)").fill("20");
      await panel.getByRole("button", { name: "Partially paid" }).click();
      await panel.getByText(/^Partially paid \$20\.00 of \$45\.00.*; \$25\.00 still due\.$/).waitFor();
      await setPrice(page, id, "60.00");
      await panel.getByText(/^Partially paid \$20\.00 of \$60\.00.*; \$40\.00 still due\.$/).waitFor();
      await timeline.getByText("Price: $45.00 → $60.00").waitFor();
      // The page holds the answer, not a stale copy: a reload shows the same.
      await page.reload();
      await panel.getByText(/\$40\.00 still due\./).waitFor();

      // The player, after: the amount, what is left, and a way to pay it only with a real link.
      await page.goto(statusPath);
      await payment.getByText("$60.00", { exact: true }).waitFor();
      await payment.getByText("Still to pay: $40.00").waitFor();
      expect(await payment.getByText("Price to be confirmed").count()).toBe(0);
      expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
      await axeInBothThemes(page, payment);

      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }
});
