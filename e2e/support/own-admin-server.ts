/**
 * @module A journey on its own `npm start` with an owner of its own: for
 * journeys that change what the shared server's journeys rely on (the
 * owner's password, the site's content, seeded rows in the admin's lists).
 */
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, Page } from "playwright-core";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { launchChromium } from "./chromium.ts";
import { openPage, type WatchedPage } from "./page.ts";
import { startServer, type RunningServer } from "./server.ts";

export type Credentials = { username: string; password: string };

/** An owner named `username` with a password drawn for this run. */
export const ownerCredentials = (username: string): Credentials => ({ username, password: `pw-${randomUUID()}` });

/** Fills in and sends the login form; `until` the dashboard opens unless told `{ wait: false }` (a login expected to fail). */
export async function logIn(page: Page, credentials: Credentials, options: { wait?: boolean } = {}): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Log in" }).click();
  if (options.wait !== false) await page.waitForURL("**/admin/dashboard");
}

/** A visitor's order through the API (the form's fields, `overrides` on top); its number. */
export async function placeOrderThroughApi(baseUrl: string, overrides: Parameters<typeof validOrderForm>[0] = {}): Promise<number> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validOrderForm(overrides)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export type OwnAdminServer = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh watched page on this server. */
  open(viewport?: { width: number; height: number }): Promise<WatchedPage>;
};

/**
 * Starts the server with `owner` as its first admin and Chromium before the file's tests; stops both after, the server cleanly.
 * `env`: more of the server's environment, read when it starts (after the file's earlier `beforeAll`s, a fake vendor's URL say).
 */
export function useOwnAdminServer(owner: Credentials, env: () => Record<string, string> = () => ({})): OwnAdminServer {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer({ env: { ...env(), ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password } });
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    if (!server) return;
    expect(await server.stop()).toBe(0);
    await rm(server.dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error("useOwnAdminServer: not started yet (use it inside a test)");
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    open(viewport) {
      return openPage(started(browser), started(server).url, viewport);
    },
  };
}
