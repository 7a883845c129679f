import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openPgliteTestDatabase, openServerTestDatabase, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import type { Clock } from "@stringing/core/ports/clock.port";
import { createApp, type AppDeps } from "../app.ts";
import { composeAdapters, type AdapterOptions } from "../composition.ts";

export const BASE = "http://shop.test";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app in-process over a test database, with helpers to call it as
 * a browser would (cookies, same-origin) and to sign in as a given role.
 */
export async function createTestApp(
  database: TestDatabase,
  options: {
    clock?: Clock;
    frontend?: AppDeps["frontend"];
    address?: string;
    dataDir?: string;
    objects?: AdapterOptions["objects"];
    /** S3_BUCKET and its settings: uploads and labels in that bucket. */
    s3?: AdapterOptions["s3"];
    /** APP_SECRET_KEY; instances that share a database need the same one. Default a key drawn into dataDir. */
    appSecretKey?: string;
    mailjetBaseUrl?: string;
    /** RESEND_API_KEY, RESEND_API_URL, MAIL_PROVIDER and MAIL_FROM. */
    mail?: Pick<AdapterOptions, "resendApiKey" | "resendBaseUrl" | "mailProvider" | "mailFrom">;
    sessionIdleTimeoutMs?: number;
    /** PUBLIC_FORM_LIMIT; the app's default (10) unless a suite posts more than that from one address. */
    publicFormLimit?: number;
    /** STRIPE_WEBHOOK_SECRET; without it the Stripe webhook is a 404. */
    stripeWebhookSecret?: string;
    /** STRIPE_SECRET_KEY and STRIPE_API_URL; without a key, the Pay button leads to the service's payment link. */
    stripe?: Pick<AdapterOptions, "stripeSecretKey" | "stripeBaseUrl">;
    /** SHIPPO_API_KEY, SHIPPO_API_URL and SHIPPO_WEBHOOK_TOKEN; without a key, test labels. */
    shippo?: Pick<AdapterOptions, "shippoApiKey" | "shippoBaseUrl" | "shippoWebhookToken">;
    /** MAILJET_WEBHOOK_SECRET and RESEND_WEBHOOK_SECRET; without them those webhooks are 404s. */
    mailjetWebhookSecret?: string;
    resendWebhookSecret?: string;
    /** TRUST_PROXY; none by default. */
    trustProxy?: AppDeps["trustProxy"];
    /** PUBLIC_URL. */
    publicUrl?: string;
    /** The built-in mailer (the .eml files by default), e.g. one that fails on purpose. */
    localMailer?: AdapterOptions["localMailer"];
    /** The jobs' retry policy; the app's by default. */
    jobPolicy?: AdapterOptions["jobPolicy"];
  } = {},
) {
  const { db } = database.handle;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "stringing-test-")));
  const clock = options.clock ?? { now: () => new Date() };
  const adapters = composeAdapters(database.handle, {
    dataDir,
    objects: options.objects,
    s3: options.s3,
    appSecretKey: options.appSecretKey,
    mailjetBaseUrl: options.mailjetBaseUrl,
    ...options.mail,
    stripeWebhookSecret: options.stripeWebhookSecret,
    localMailer: options.localMailer,
    jobPolicy: options.jobPolicy,
    ...options.shippo,
    ...options.stripe,
    mailjetWebhookSecret: options.mailjetWebhookSecret,
    resendWebhookSecret: options.resendWebhookSecret,
    mailOrigin: options.publicUrl ?? BASE,
    clock,
  });
  // The schema is migrated already; this also installs the job queue's, so routes can enqueue jobs.
  await adapters.storage.migrate();
  await adapters.storage.seedSiteDefaults();
  const { users, passwords } = adapters;
  const app = createApp({
    adapters,
    clock,
    trustProxy: options.trustProxy ?? null,
    // Without PUBLIC_URL, links are on the server's own address: here the one the helpers below call.
    linkOrigin: options.publicUrl ? { url: options.publicUrl, fromPublicUrl: true } : { url: BASE, fromPublicUrl: false },
    ...(options.frontend ? { frontend: options.frontend } : {}),
    ...(options.publicFormLimit ? { publicFormLimit: options.publicFormLimit } : {}),
    ...(options.sessionIdleTimeoutMs ? { sessionIdleTimeoutMs: options.sessionIdleTimeoutMs } : {}),
  });

  const request = (path: string, init: RequestInit & { cookie?: string; json?: unknown; address?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const address = init.address ?? options.address ?? "203.0.113.7";
    return app.request(`${BASE}${path}`, { ...init, headers, body }, { requestIP: () => ({ address }) });
  };

  let counter = 0;
  /** Creates a user of the role and returns the session cookie for it. */
  const signIn = async (role: "admin" | "user" = "admin") => {
    const username = `${role}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
    await users.create({ username, passwordHash: await passwords.hash("correct horse"), role, name: `Test ${role}` });
    const response = await request("/api/login", { method: "POST", json: { username, password: "correct horse" } });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    return sessionCookieOf(response);
  };

  return { app, db, adapters, users, passwords, request, signIn, dataDir };
}

export function sessionCookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /sid=([^;]*)/.exec(header);
  if (!match) throw new Error("no session cookie");
  return `sid=${match[1]}`;
}

/**
 * Registers hooks that open a fresh database and the app over it for one
 * describe block; call the returned function inside tests. The database is
 * an embedded PGlite by default, and a scratch database on the Postgres
 * server when DATABASE_URL is set (as in CI), so every route suite runs on both.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[1] = {}): () => TestApp {
  let database: TestDatabase | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    database = serverUrl ? await openServerTestDatabase(serverUrl) : await openPgliteTestDatabase();
    testApp = await createTestApp(database, options);
  });
  afterAll(async () => {
    await database?.dispose();
    if (testApp && !options.dataDir) await rm(testApp.dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!testApp) throw new Error("useTestApp: the app is not ready (call it inside a test)");
    return testApp;
  };
}
