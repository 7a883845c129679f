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

/** No serious axe finding in the light and then the dark theme, each once the page uses it and `ready` shows; leaves the page light. */
export async function expectNoSeriousAxeFindingInBothThemes(page: Page, ready: Locator): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => page.evaluate("getComputedStyle(document.documentElement).colorScheme")).toBe(colorScheme);
    await ready.waitFor();
    expect(await seriousAxeFindings(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
