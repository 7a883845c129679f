/**
 * The owner's first week, polished (issue 32, item 7), in Chromium at a
 * phone's (390 px) and a laptop's (1440 px) width, in both themes, against
 * this file's own `npm start`: Activity words a payment in status and
 * dollars, a Face Off player reads "Face Off", a refused login is said beside
 * the form, the work ticket carries the phone, the payment and the promise,
 * each mail is one timeline row, a return label's tracking number shows, and
 * buttons are named by the words they show.
 */
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { pdfPageText } from "@stringing/adapters/local/pdf-page-text";
import { pdfQrCodes } from "@stringing/adapters/testing/pdf-qr-codes";
import { shipByLine } from "@stringing/core/orders/work-ticket";
import { seriousAxeFindings, seriousAxeFindingsInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, placeOrderThroughApi, useOwnAdminServer } from "./support/own-admin-server.ts";

const OWNER = ownerCredentials("polish-owner");
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
const VIEWPORTS = [PHONE, LAPTOP] as const;
const THEMES = ["light", "dark"] as const;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** axe's "label in name" check (WCAG 2.5.3): a control's accessible name contains the words it shows. */
async function labelInNameFindings(page: Page): Promise<string[]> {
  await seriousAxeFindings(page); // loads axe into the page
  return (await page.evaluate(
    `axe.run(document, { runOnly: { type: "rule", values: ["label-content-name-mismatch"] } }).then((r) => r.violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 160))))`,
  )) as string[];
}

const sidewaysScroll = (page: Page) => page.evaluate("document.documentElement.scrollWidth - window.innerWidth") as Promise<number>;

describe.skipIf(!chromiumPath)("the first week's polish, in Chromium", () => {
  const own = useOwnAdminServer(OWNER);

  async function signedIn(viewport: { width: number; height: number }, theme: "light" | "dark" = "light") {
    const context: BrowserContext = await own.browser.newContext({ baseURL: own.server.url, viewport, colorScheme: theme });
    await context.addInitScript(`localStorage.setItem("theme", ${JSON.stringify(theme)})`);
    const page = await context.newPage();
    await logIn(page, OWNER);
    return { context, page };
  }

  /** A Face Off player's order, placed as a visitor would; its number, name and phone. */
  async function faceOffOrder() {
    const lastName = `Polish${unique()}`;
    const customerPhone = "(555) 010-0142";
    const id = await placeOrderThroughApi(own.server.url, {
      firstName: "Frankie",
      lastName,
      customerEmail: `frankie.${lastName.toLowerCase()}@example.com`,
      customerPhone,
      position: "FO",
      serviceType: "Full Restring",
    });
    return { id, name: `Frankie ${lastName}`, customerPhone };
  }

  async function openOrderDialog(page: Page, id: number) {
    await page.goto(`/admin/orders?q=${encodeURIComponent(`#${id}`)}`);
    await page.getByRole("button", { name: `Actions for order #${id}` }).click();
    await page.getByRole("menuitem", { name: "View details" }).click();
    const dialog = page.getByRole("dialog", { name: `Order #${id}` });
    await dialog.waitFor();
    return dialog;
  }

  it("words a payment in Activity as status and dollars, not field names and cents", async () => {
    const { id } = await faceOffOrder();
    for (const viewport of VIEWPORTS) {
      const { context, page } = await signedIn(viewport);
      if (viewport === PHONE) {
        const paid = await context.request.patch(`/api/orders/${id}/payment`, { data: { paymentStatus: "paid", amountPaid: 1199 } });
        expect(paid.status()).toBe(200);
      }
      await page.goto("/admin/activity?kind=payments");
      const table = page.getByRole("grid", { name: "Activity" });
      const summary = table.getByText(`Order #${id}: Payment: Paid, $11.99`);
      await summary.waitFor();
      expect(await table.getByText(/paymentStatus|amountPaid/).count()).toBe(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeFindingsInBothThemes(page, { reload: true, storedTheme: true, ready: summary })).toEqual({});
      await context.close();
    }
  }, 300_000);

  it("calls a Face Off player's position Face Off, in Customers and on the order", async () => {
    const { id, name } = await faceOffOrder();
    for (const viewport of VIEWPORTS) {
      const { context, page } = await signedIn(viewport);
      await page.goto(`/admin/customers`);
      const row = page.getByRole("grid", { name: "Customers" }).getByRole("row").filter({ hasText: name });
      await row.getByText("Face Off").waitFor();
      expect(await row.getByText("FO", { exact: true }).count()).toBe(0);
      const dialog = await openOrderDialog(page, id);
      await dialog.getByText("Face Off", { exact: true }).waitFor();
      expect(await dialog.getByText("FO", { exact: true }).count()).toBe(0);
      await context.close();
    }
  }, 300_000);

  it("says a refused login beside the form, where the owner is typing, and hands focus back to the password", async () => {
    for (const viewport of VIEWPORTS) {
      for (const theme of THEMES) {
        const context = await own.browser.newContext({ baseURL: own.server.url, viewport, colorScheme: theme });
        await context.addInitScript(`localStorage.setItem("theme", ${JSON.stringify(theme)})`);
        const page = await context.newPage();
        await logIn(page, { username: OWNER.username, password: "not-the-password" }, { wait: false });
        const form = page.getByRole("form", { name: "Log in" });
        const alert = form.getByRole("alert");
        await alert.waitFor();
        expect(await alert.textContent()).toBe("Login failed: Invalid username or password");
        // Beside the button, on screen: not a toast in a far corner.
        const [said, button] = [(await alert.boundingBox())!, (await form.getByRole("button", { name: "Log in" }).boundingBox())!];
        expect(Math.abs(button.y - (said.y + said.height))).toBeLessThan(48);
        expect(said.y + said.height).toBeLessThanOrEqual(viewport.height);
        await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('name')")).toBe("password");
        expect(await seriousAxeFindings(page)).toEqual([]);
        // Typing again clears it.
        await page.keyboard.type("x");
        await alert.waitFor({ state: "detached" });
        await context.close();
      }
    }
  }, 300_000);

  it("prints the phone, the payment and the promise on the work ticket, and its QR code opens the order", async () => {
    const { id, customerPhone } = await faceOffOrder();
    const { context, page } = await signedIn(LAPTOP);
    const ticketPdf = async () => {
      const ticket = await context.request.get(`/api/orders/${id}/ticket.pdf`);
      expect(ticket.headers()["content-type"]).toBe("application/pdf");
      return new Uint8Array(await ticket.body());
    };
    const ticketText = async () => pdfPageText(await ticketPdf());
    const text = await ticketText();
    for (const expected of ["PHONE", customerPhone, "PAYMENT", "Unpaid, $", "Face Off", "PROMISE", "Not received yet"])
      expect(text, expected).toContain(expected);
    // Scanned as a phone would, the ticket taped to the head lands on the order's page (the server's own address: no PUBLIC_URL here).
    const scanned = (await pdfQrCodes(await ticketPdf())).map(({ code }) => code.data);
    expect(scanned).toEqual([`${own.server.url}/admin/orders/${id}`]);
    expect(text).toContain(scanned[0]);
    await page.goto(scanned[0]!);
    await page.getByRole("heading", { level: 1, name: `Order #${id}` }).waitFor();
    // The head comes in: the ticket says the day it ships by, as the order has it.
    const received = await context.request.post(`/api/orders/${id}/receive`);
    expect(received.status()).toBe(200);
    const { promisedBy } = (await received.json()) as { promisedBy: string };
    expect(promisedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const after = await ticketText();
    expect(after).toContain(shipByLine(promisedBy));
    expect(after).toMatch(/Ship by (Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(after).not.toContain("Not received yet");
    await context.close();
  }, 300_000);

  it("shows each mail once in the order's timeline, in its latest state", async () => {
    const { id } = await faceOffOrder();
    const { context, page } = await signedIn(LAPTOP);
    await expect
      .poll(
        async () => ((await (await context.request.get(`/api/orders/${id}/events`)).json()) as { type: string }[]).filter((e) => e.type === "mail_sent").length,
        { timeout: 30_000 },
      )
      .toBe(2);
    const dialog = await openOrderDialog(page, id);
    const timeline = dialog.getByRole("list", { name: `Timeline of order #${id}` });
    await timeline.getByText(/^E-mail "order received" sent to /).waitFor();
    expect(await timeline.getByText(/^E-mail "order received"/).count()).toBe(1);
    expect(await timeline.getByText(/^E-mail "new order"/).count()).toBe(1);
    expect(await timeline.getByText(/queued/).count()).toBe(0);
    await context.close();
  }, 300_000);

  it("shows a return label's tracking number on the Shipping tab, and names the label button by its words", async () => {
    const { id, name } = await faceOffOrder();
    for (const viewport of VIEWPORTS) {
      const { context, page } = await signedIn(viewport);
      if (viewport === PHONE) {
        const made = await context.request.post(`/api/shipping/create-return-label/${id}`);
        expect(made.status()).toBe(200);
      }
      const order = (await (await context.request.get(`/api/orders/${id}`)).json()) as { returnTrackingNumber: string | null };
      expect(order.returnTrackingNumber).toBeTruthy();
      await page.goto(`/admin/orders?tab=shipping`);
      const row = page.getByRole("grid", { name: "Unshipped Orders" }).getByRole("row").filter({ hasText: name });
      const tracking = row.getByText(`Return: ${order.returnTrackingNumber}`);
      await tracking.waitFor();
      expect(await row.getByText("None yet").count()).toBe(0);
      expect(await seriousAxeFindingsInBothThemes(page, { reload: true, storedTheme: true, ready: tracking })).toEqual({});

      await page.getByRole("button", { name: `Label actions for order #${id}` }).click();
      await page.getByRole("menuitem", { name: "Create Label" }).click();
      const dialog = page.getByRole("dialog", { name: `Create Label for order #${id}` });
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog.getByRole("button", { name: "Create Test Label", exact: true }).waitFor();
      expect(await labelInNameFindings(page)).toEqual([]);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Back" }).click();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await context.close();
    }
  }, 300_000);

  it("keeps the dashboard's Recent Orders whole at 1440 px, with the shop's initials for a logo and a label bar that is empty while all wait", async () => {
    await faceOffOrder();
    const { context, page } = await signedIn(LAPTOP);
    await page.goto("/admin/dashboard");
    const recent = page.getByRole("grid", { name: "Recent Orders" });
    await recent.getByRole("row").nth(1).waitFor();
    // Evaluated as text: the e2e project is type-checked without the DOM's types.
    const fit = (await page.evaluate(
      `(() => { const grid = document.querySelector('[role="grid"][aria-label="Recent Orders"]'); return { overflow: grid.parentElement.scrollWidth - grid.parentElement.clientWidth, right: grid.getBoundingClientRect().right }; })()`,
    )) as { overflow: number; right: number };
    expect(fit.overflow, "Recent Orders scrolls inside its card").toBeLessThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(LAPTOP.width);
    // No logo uploaded: the shop's initials, not an empty box.
    expect(await page.getByText("SP", { exact: true }).count()).toBe(1);
    // Every recent order is still pending here: the bar is empty, not full.
    const meter = page.getByRole("meter", { name: "Recent orders past pending" });
    expect(await meter.getAttribute("aria-valuenow")).toBe("0");
    expect(await page.evaluate(`document.querySelector('[role="meter"]').firstElementChild.getBoundingClientRect().width`)).toBe(0);
    expect(await seriousAxeFindingsInBothThemes(page, { reload: true, storedTheme: true, ready: recent.getByRole("row").nth(1) })).toEqual({});
    await context.close();
  }, 300_000);

  it("fits order cards and the Settings tabs in a phone's 390 px, without sideways scrolling", async () => {
    const { name } = await faceOffOrder();
    const { context, page } = await signedIn(PHONE);
    // Body rows only: the header row is hidden on phones, and may be as wide as it likes there.
    for (const [path, grid] of [
      ["/admin/dashboard", "Recent Orders"],
      ["/admin/orders", "All Orders"],
      ["/admin/orders?tab=shipping", "Unshipped Orders"],
      ["/admin/customers", "Customers"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("grid", { name: grid }).getByRole("row").filter({ hasText: name }).first().waitFor();
      const widest = (await page.evaluate(
        `Math.max(...[...document.querySelectorAll('[role="grid"] tbody [role="row"]')].map((row) => row.getBoundingClientRect().right))`,
      )) as number;
      expect(widest, `${path}: a card is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
      expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.goto("/admin/settings");
    const tabs = page.getByRole("tablist", { name: "Settings sections" });
    await tabs.waitFor();
    const boxes = await Promise.all((await tabs.getByRole("tab").all()).map(async (tab) => (await tab.boundingBox())!));
    expect(boxes).toHaveLength(9);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(
      await page.evaluate(
        `(() => { const list = document.querySelector('[role="tablist"][aria-label="Settings sections"]'); return list.scrollWidth - list.clientWidth; })()`,
      ),
    ).toBeLessThanOrEqual(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindingsInBothThemes(page, { reload: true, storedTheme: true, ready: tabs })).toEqual({});
    await context.close();
  }, 300_000);

  it("shows a toast clear of the dialog's buttons, on a phone's sheet and a laptop's dialog", async () => {
    const { id } = await faceOffOrder();
    for (const viewport of VIEWPORTS) {
      const { context, page } = await signedIn(viewport);
      const dialog = await openOrderDialog(page, id);
      const note = dialog.getByRole("form", { name: `Add a note to order #${id}` });
      await note.getByLabel("Add a note").fill("Called about the colour");
      await note.getByRole("button", { name: /add note/i }).click();
      const toast = page.getByRole("region", { name: "Notifications" }).getByText("Note added");
      await toast.waitFor();
      const card = (await toast.locator("xpath=../..").boundingBox())!;
      // The dialog's own controls (its close button and its actions): content scrolls under anything, these do not.
      const controls = (await page.evaluate(`[...document.querySelectorAll('[role="dialog"] button')]
        .filter((button) => { for (let at = button.parentElement; at && at.getAttribute("role") !== "dialog"; at = at.parentElement) { if (/auto|scroll/.test(getComputedStyle(at).overflowY)) return false; } return true; })
        .map((button) => { const r = button.getBoundingClientRect(); return { name: button.getAttribute("aria-label") || button.textContent, x: r.x, y: r.y, width: r.width, height: r.height }; })`)) as {
        name: string;
        x: number;
        y: number;
        width: number;
        height: number;
      }[];
      expect(controls.length).toBeGreaterThan(1);
      const overlapping = controls
        .filter(
          (box) => box.width > 0 && box.x < card.x + card.width && card.x < box.x + box.width && box.y < card.y + card.height && card.y < box.y + box.height,
        )
        .map((box) => box.name);
      expect(overlapping, `at ${viewport.width} px`).toEqual([]);
      await context.close();
    }
  }, 300_000);
});
