import type { Browser, BrowserContext, Page } from "playwright-core";

export type WatchedPage = {
  page: Page;
  context: BrowserContext;
  /** Every URL the page requested, in order. */
  requests: string[];
  /** Console errors and page errors, including CSP violations. */
  errors: string[];
};

/** A fresh browser context whose requests and errors are recorded. */
export async function openPage(browser: Browser, baseUrl: string, viewport = { width: 1280, height: 900 }): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, context, requests, errors };
}
