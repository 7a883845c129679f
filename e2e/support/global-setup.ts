import { randomUUID } from "node:crypto";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium.ts";
import { startServer, type RunningServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
  }
}

let server: RunningServer | undefined;

/** One `npm start` for the browser journeys (skipped without Chromium). */
export async function setup(project: TestProject) {
  const adminUsername = "e2e-owner";
  const adminPassword = `pw-${randomUUID()}`;
  project.provide("adminUsername", adminUsername);
  project.provide("adminPassword", adminPassword);
  if (!chromiumPath) {
    project.provide("baseUrl", "");
    return;
  }
  server = await startServer({ env: { ADMIN_USERNAME: adminUsername, ADMIN_PASSWORD: adminPassword } });
  project.provide("baseUrl", server.url);
}

/** docs/rules/running.md, Health and shutdown: on SIGTERM the product finishes, closes the database and exits 0, through `npm start` too. */
export async function teardown() {
  if (!server) return;
  const code = await server.stop();
  if (code !== 0 || !server.output().includes("[stop] Closed.")) {
    throw new Error(`npm start did not stop cleanly on SIGTERM (exit ${code}):\n${server.output()}`);
  }
}
