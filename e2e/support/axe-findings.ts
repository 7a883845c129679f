import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export type AxeFinding = { id: string; impact: string; nodes: string[] };

let axeSource: Promise<string> | undefined;

/** axe-core's serious and critical findings over the page as it is now (contrast included: Chromium lays it out). */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  // A colour scheme just switched fades each colour through a CSS transition: contrast is judged on the settled page.
  await page.waitForFunction(() => {
    // Runs in the page; the e2e project type-checks without the DOM library.
    type Running = { playState: string; constructor: { name: string } };
    const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } };
    return document.getAnimations().every((animation) => animation.constructor.name !== "CSSTransition" || animation.playState !== "running");
  });
  // Evaluated through the DevTools protocol: the page's CSP (self-only scripts) does not apply.
  await page.evaluate(await axeSource);
  const findings = (await page.evaluate(
    `axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ") + " " + (n.failureSummary || "").replace(/\\s+/g, " ").slice(0, 160)).slice(0, 3) })))`,
  )) as AxeFinding[];
  return findings.filter((finding) => finding.impact === "serious" || finding.impact === "critical");
}

const THEMES = ["light", "dark"] as const;

export type BothThemesOptions = {
  /** Shown once the page is ready in a theme. */
  ready?: Locator | (() => Promise<unknown>);
  /** Reload in each theme, so what the page draws at load is judged too; without it the page follows the scheme live (an open dialog stays open). */
  reload?: boolean;
  /** Also store the theme as the visitor's own choice (localStorage "theme"), which outranks the system's scheme. */
  storedTheme?: boolean;
};

/** axe's serious findings in the light and then the dark theme, by theme, only the themes with any; leaves the page light. */
export async function seriousAxeFindingsInBothThemes(page: Page, options: BothThemesOptions = {}): Promise<Record<string, AxeFinding[]>> {
  const { ready, reload = false, storedTheme = false } = options;
  const found: Record<string, AxeFinding[]> = {};
  for (const colorScheme of THEMES) {
    if (storedTheme) await page.evaluate(`localStorage.setItem("theme", ${JSON.stringify(colorScheme)})`);
    await page.emulateMedia({ colorScheme });
    if (reload) await page.reload();
    await expect.poll(() => page.evaluate("getComputedStyle(document.documentElement).colorScheme")).toBe(colorScheme);
    if (ready) await (typeof ready === "function" ? ready() : ready.waitFor());
    const findings = await seriousAxeFindings(page);
    if (findings.length) found[colorScheme] = findings;
  }
  if (!storedTheme) await page.emulateMedia({ colorScheme: "light" });
  return found;
}

/** No serious axe finding in the light and then the dark theme, each once the page uses it and `ready` shows; leaves the page light. */
export async function expectNoSeriousAxeFindingInBothThemes(page: Page, ready: Locator, options: Omit<BothThemesOptions, "ready"> = {}): Promise<void> {
  expect(await seriousAxeFindingsInBothThemes(page, { ...options, ready })).toEqual({});
}
