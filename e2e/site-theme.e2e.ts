import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { seriousAxeFindings } from "./support/axe-findings.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";

const baseUrl = inject("baseUrl");
type Scheme = "light" | "dark";
type Colours = { body: { background: string; text: string; contrast: number }; header: string; section: { text: string; contrast: number } };

/**
 * The page's background and text colours as painted, with their WCAG
 * contrast: the body's, the header's background, and the order section's
 * heading on the body. Runs in the page.
 */
const READ_COLOURS = `(() => {
  const rgb = (css) => css.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const luminance = (css) => {
    const [r, g, b] = rgb(css).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const body = getComputedStyle(document.body);
  const heading = getComputedStyle(document.querySelector("#order h2"));
  return {
    body: { background: body.backgroundColor, text: body.color, contrast: contrast(body.backgroundColor, body.color) },
    header: getComputedStyle(document.querySelector("header")).backgroundColor,
    section: { text: heading.color, contrast: contrast(body.backgroundColor, heading.color) },
  };
})()`;

describe.skipIf(!chromiumPath)("the public page follows the visitor's colour scheme", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** The colours of `/` as first painted: with scripts off, so nothing but the server's HTML and CSS can set them. */
  async function firstPaint(colorScheme: Scheme): Promise<Colours> {
    const options: BrowserContextOptions = { baseURL: baseUrl, colorScheme, javaScriptEnabled: false };
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const colours = (await page.evaluate(READ_COLOURS)) as Colours;
    await context.close();
    return colours;
  }

  it("paints light or dark from the first paint, with readable text in both", async () => {
    const light = await firstPaint("light");
    const dark = await firstPaint("dark");
    expect(light.body.background).toBe("rgb(255, 255, 255)");
    expect(dark.body.background).not.toBe(light.body.background);
    expect(dark.body.text).not.toBe(light.body.text);
    expect(dark.header).not.toBe(light.header);
    for (const scheme of [light, dark]) {
      expect(scheme.body.contrast).toBeGreaterThanOrEqual(7);
      expect(scheme.section.contrast).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(["light", "dark"] as const)("has no serious or critical axe-core finding in the %s scheme", async (colorScheme) => {
    const context = await browser.newContext({ baseURL: baseUrl, colorScheme, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.locator("#order").scrollIntoViewIfNeeded();
    await page.getByRole("form", { name: "Custom order form" }).waitFor();
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await context.close();
  });
});
