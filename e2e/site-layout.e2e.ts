import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { openPage } from "./support/page.ts";

const baseUrl = inject("baseUrl");
/** frontends/ui/src/breakpoints.ts atLeastDesktop: the section links replace the menu toggle from here. */
const DESKTOP = 1024;
const WIDTHS = [320, 390, 768, 1024, 1280, 1920];

type BarItem = { name: string; left: number; right: number; top: number; bottom: number; width: number; height: number; lines: number };

/**
 * The visible items of the header's bar (brand, section links, calls, menu
 * toggle) with their boxes and how many lines their text takes, the bar's
 * box, and the logo mark's box. Runs in the page.
 */
const MEASURE_BAR = `(() => {
  const bar = document.querySelector("header > div");
  const items = [...bar.querySelectorAll("a, button")].filter((el) => el.getClientRects().length > 0).map((el) => {
    const box = el.getBoundingClientRect();
    // Distinct line tops of the element's text: one when nothing wraps.
    const tops = new Set();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    const lines = Math.max(tops.size, 1);
    return { name: el.textContent.trim() || el.getAttribute("aria-label"), left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width, height: box.height, lines };
  });
  const barBox = bar.getBoundingClientRect();
  const mark = bar.querySelector("svg").getBoundingClientRect();
  return { items, bar: { top: barBox.top, bottom: barBox.bottom }, mark: { width: mark.width, height: mark.height } };
})()`;

describe.skipIf(!chromiumPath)("the public page's layout from 320 to 1920 px", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each(WIDTHS)("at %i px: no sideways scrolling, the header on one line, the toggle only below the desktop breakpoint", async (width) => {
    const { page, context } = await openPage(browser, baseUrl, { width, height: 800 });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Through the whole page, so every lazy section and picture has arrived before measuring.
    await page.locator("#order").scrollIntoViewIfNeeded();
    await page.getByRole("form", { name: "Custom order form" }).waitFor();
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    await page.evaluate("window.scrollTo(0, 0)");

    const overflow = (await page.evaluate("document.scrollingElement.scrollWidth - window.innerWidth")) as number;
    expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);

    const { items, bar, mark } = (await page.evaluate(MEASURE_BAR)) as {
      items: BarItem[];
      bar: { top: number; bottom: number };
      mark: { width: number; height: number };
    };
    expect(mark).toEqual({ width: 32, height: 32 });
    const names = items.map((item) => item.name);
    expect(names[0]).toBe("StringMaster Pro");
    const barMiddle = (bar.top + bar.bottom) / 2;
    for (const item of items) {
      expect(item.lines, `${item.name} wraps`).toBe(1);
      expect(item.left, `${item.name} is cut off on the left`).toBeGreaterThanOrEqual(0);
      expect(item.right, `${item.name} is cut off on the right`).toBeLessThanOrEqual(width);
      expect(Math.abs((item.top + item.bottom) / 2 - barMiddle), `${item.name} is off the bar's line`).toBeLessThanOrEqual(2);
    }
    for (const [a, b] of items.slice(1).map((item, i) => [items[i]!, item] as const)) {
      expect(b.left, `${a.name} overlaps ${b.name}`).toBeGreaterThanOrEqual(a.right);
    }

    const toggle = page.getByRole("button", { name: "Menu" });
    if (width < DESKTOP) {
      expect(names).toContain("Menu");
      expect(names).not.toContain("Services");
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await menu.waitFor();
      expect(await menu.getByRole("link", { name: "Testimonials" }).isVisible()).toBe(true);
      expect((await page.evaluate("document.scrollingElement.scrollWidth - window.innerWidth")) as number).toBeLessThanOrEqual(0);
      await toggle.click();
      await menu.waitFor({ state: "hidden" });
    } else {
      expect(await toggle.isVisible()).toBe(false);
      expect(names).toEqual(["StringMaster Pro", "Home", "Services", "Shop", "About", "Testimonials", "Contact", "Admin Login", "Order Now"]);
    }
    // Phones reach Admin Login and Order Now through the menu; from the tablet breakpoint (640 px) they sit in the bar.
    expect(names.includes("Admin Login") && names.includes("Order Now")).toBe(width >= 640);
    await context.close();
  });
});
