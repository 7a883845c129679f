import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { FileMailer } from "@stringing/adapters/local/file-mailer";
import { PgBossJobQueue } from "@stringing/adapters/postgres/pg-boss-job-queue";
import { contacts, mailDeliveries, orders } from "@stringing/adapters/postgres/schema/index";
import { testDatabaseTargets, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import type { DeliveryStatus, Mailer, OutgoingMail } from "@stringing/core/ports/mailer.port";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { registerAppJobs } from "./register-app-jobs.ts";

/** Retries after 1-2 s, then 2-4 s: a test sees them in seconds. */
const quick = { retryLimit: 3, retryDelaySeconds: 1, timeoutSeconds: 20 };

/** The .eml files, refusing the first `failures` sends of each message (by its idempotency key), as a provider that is down would. */
class FlakyMailer implements Mailer {
  readonly provider = "local-file";
  readonly maxBatchSize = 50;
  failures = 0;
  readonly attempts = new Map<string, number>();
  constructor(private readonly files: FileMailer) {}
  async send(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    const statuses: DeliveryStatus[] = [];
    for (const message of messages) {
      const key = message.idempotencyKey ?? "";
      const attempt = (this.attempts.get(key) ?? 0) + 1;
      this.attempts.set(key, attempt);
      statuses.push(
        attempt <= this.failures
          ? { ok: false, error: "Provider unavailable (HTTP 503)" }
          : ((await this.files.send([message]))[0] ?? { ok: false, error: "no status" }),
      );
    }
    return statuses;
  }
}

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? [...(result as Rows)] : ((result as { rows: Rows }).rows ?? []));

for (const target of testDatabaseTargets()) {
  describe(`order and contact mails as jobs on ${target.name}`, () => {
    let database: TestDatabase;
    let app: TestApp;
    let runner: PgBossJobQueue<AppJobs>;
    let mailer: FlakyMailer;
    let admin: string;

    beforeAll(async () => {
      database = await target.open();
      const dataDir = await mkdtemp(join(tmpdir(), "mail-jobs-"));
      mailer = new FlakyMailer(new FileMailer(dataDir));
      app = await createTestApp(database, { dataDir, localMailer: mailer, jobPolicy: quick, publicFormLimit: 1000 });
      admin = await app.signIn("admin");
      // A worker as main.ts runs one, polling often so retries show in seconds.
      runner = new PgBossJobQueue<AppJobs>(database.handle, { names: appJobNames, policy: quick, pollingIntervalMs: 100, onError: () => {} });
      registerAppJobs(runner, { adapters: app.adapters, clock: { now: () => new Date() } });
      await runner.start();
    });
    afterAll(async () => {
      await runner?.stop({ graceMs: 0 });
      await database?.dispose();
      if (app) await rm(app.dataDir, { recursive: true, force: true });
    });

    const placeOrder = async (overrides: Record<string, unknown> = {}) => {
      const response = await app.request("/api/orders", { method: "POST", json: validOrderForm(overrides) });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: number; statusUrl: string };
    };
    const mailJobs = async (orderId: number) =>
      rowsOf(
        await app.db.execute(
          sql`select data->>'template' as template, state, retry_count as "retryCount" from pgboss.job where name = 'order-mail' and (data->>'orderId')::int = ${orderId} order by created_on, data->>'template'`,
        ),
      );
    const events = async (orderId: number) => {
      const response = await app.request(`/api/orders/${orderId}/events`, { cookie: admin });
      return (await response.json()) as { type: string; actor: string; data: Record<string, unknown> }[];
    };
    const mailFiles = async () => (await readdir(join(app.dataDir, "mail")).catch(() => [] as string[])).filter((file) => file.endsWith(".eml"));

    it("sends each of an order's mails once though the provider fails twice: retried with backoff, in the timeline", async () => {
      mailer.failures = 2;
      const before = await mailFiles();
      const { id, statusUrl } = await placeOrder({ customerEmail: "flaky@example.com" });
      await vi.waitFor(async () => expect((await mailJobs(id)).map((job) => job.state)).toEqual(["completed", "completed"]), {
        timeout: 40_000,
        interval: 250,
      });
      expect(await mailJobs(id)).toEqual([
        { template: "order-received", state: "completed", retryCount: 2 },
        { template: "owner-new-order", state: "completed", retryCount: 2 },
      ]);
      // Three tries each, one message each: the retried sends never made a second file.
      expect(mailer.attempts.get(`order:${id}:order-received`)).toBe(3);
      expect(mailer.attempts.get(`order:${id}:owner-new-order`)).toBe(3);
      const added = (await mailFiles()).filter((file) => !before.includes(file));
      expect(added).toHaveLength(2);
      const receipt = added.find((file) => file.startsWith(`order-${id}-order-received-`));
      const eml = await readFile(join(app.dataDir, "mail", receipt!), "utf8");
      expect(eml).toContain("To: ");
      expect(eml).toContain("flaky@example.com");
      expect(eml.replace(/=\r\n/g, "")).toContain(statusUrl);
      const delivered = await app.db
        .select()
        .from(mailDeliveries)
        .where(sql`${mailDeliveries.key} like ${`order:${id}:%`}`);
      expect(
        delivered.map(({ key, status, attempts, recipient }) => ({ key, status, attempts, recipient })).sort((a, b) => a.key.localeCompare(b.key)),
      ).toEqual([
        { key: `order:${id}:order-received`, status: "sent", attempts: 3, recipient: "flaky@example.com" },
        { key: `order:${id}:owner-new-order`, status: "sent", attempts: 3, recipient: "no-reply@localhost" },
      ]);
      const timeline = await events(id);
      const mails = timeline.filter((event) => event.type.startsWith("mail_"));
      expect(mails.every((event) => event.actor === "system")).toBe(true);
      expect(mails.filter((event) => event.data.template === "order-received").map((event) => [event.type, event.data.attempt ?? null])).toEqual([
        ["mail_queued", null],
        ["mail_failed", 1],
        ["mail_failed", 2],
        ["mail_sent", 3],
      ]);
      expect(mails.find((event) => event.type === "mail_failed")?.data.error).toBe("Provider unavailable (HTTP 503)");
      // The status page shows none of it.
      const token = statusUrl.split("/track/")[1];
      const page = JSON.stringify(await (await app.request(`/api/track/${token}`)).json());
      expect(page).not.toContain("mail_");
    }, 60_000);

    it("queues head-received, payment-received and shipped with their changes, whichever route makes them, each once (the status going back and forth, the tracking number changing)", async () => {
      mailer.failures = 0;
      const { id } = await placeOrder({ customerEmail: "journey@example.com" });
      const patch = (path: string, json: unknown) => app.request(`/api/orders/${id}${path}`, { method: "PATCH", cookie: admin, json });
      expect((await patch("", { status: "in_progress" })).status).toBe(200);
      expect((await patch("/payment", { paymentStatus: "paid" })).status).toBe(200);
      expect((await patch("", { status: "pending" })).status).toBe(200);
      expect((await patch("", { status: "in_progress" })).status).toBe(200);
      expect((await patch("/shipping", { trackingNumber: "9400111899223" })).status).toBe(200);
      expect((await patch("/shipping", { trackingNumber: "9400111899224" })).status).toBe(200);
      await vi.waitFor(async () => expect((await mailJobs(id)).every((job) => job.state === "completed")).toBe(true), { timeout: 30_000, interval: 250 });
      expect((await mailJobs(id)).map((job) => job.template)).toEqual(["order-received", "owner-new-order", "head-received", "payment-received", "shipped"]);
      const queued = (await events(id)).filter((event) => event.type === "mail_queued").map((event) => event.data.template);
      expect(queued).toEqual(["order-received", "owner-new-order", "head-received", "payment-received", "shipped"]);
      const shipped = (await mailFiles()).find((file) => file.startsWith(`order-${id}-shipped-`));
      // The mail carries the order's tracking number as it is when sent; changing the number later sends nothing more.
      expect(await readFile(join(app.dataDir, "mail", shipped!), "utf8")).toMatch(/940011189922[34]/);
    }, 40_000);

    it("stores a change, its mail job and its mail_queued event together or not at all", async () => {
      const { db } = app;
      const { id } = await placeOrder({ customerEmail: "atomic@example.com" });
      const templates = async () => (await mailJobs(id)).map((job) => job.template);
      const jobsBefore = await templates();
      await db.execute(
        sql`create or replace function refuse_mail_queued() returns trigger language plpgsql as $$ begin raise exception 'mail event refused'; end $$`,
      );
      await db.execute(
        sql`create trigger refuse_mail_queued before insert on order_events for each row when (new.type = 'mail_queued') execute function refuse_mail_queued()`,
      );
      try {
        const ordersBefore = (await db.select({ id: orders.id }).from(orders)).length;
        expect((await app.request("/api/orders", { method: "POST", json: validOrderForm({ customerEmail: "never@example.com" }) })).status).toBe(500);
        expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(ordersBefore);
        const patch = (path: string, json: unknown) => app.request(`/api/orders/${id}${path}`, { method: "PATCH", cookie: admin, json });
        expect((await patch("", { status: "in_progress" })).status).toBe(500);
        expect((await patch("/payment", { paymentStatus: "paid" })).status).toBe(500);
        expect((await patch("/shipping", { trackingNumber: "9400111" })).status).toBe(500);
        const [order] = await db.select().from(orders).where(sql`${orders.id} = ${id}`);
        expect(order).toMatchObject({ status: "pending", paymentStatus: "unpaid", trackingNumber: null, outboundTrackingNumber: null });
        expect(await templates()).toEqual(jobsBefore);
        const none = rowsOf(
          await db.execute(sql`select count(*)::int as n from pgboss.job where data->>'orderId' is not null and (data->>'orderId')::int > ${id}`),
        );
        expect(none).toEqual([{ n: 0 }]);
        // Only the intake's events are there (and the worker's reports of its two mails).
        const kept = (await events(id)).map((event) => event.type).filter((type) => type !== "mail_sent");
        expect(kept).toEqual(["created", "mail_queued", "mail_queued"]);
      } finally {
        await db.execute(sql`drop trigger refuse_mail_queued on order_events`);
      }
    });

    it("queues the owner's notice of a contact message with it and sends it from the job, never in the request", async () => {
      mailer.failures = 1;
      const response = await app.request("/api/contacts", {
        method: "POST",
        json: { name: "Sam Stick", email: "sam@example.com", message: "Can you string a goalie head?" },
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      // The request sent nothing itself: the first try happens in the job.
      const key = `contact:${id}:owner-new-contact`;
      await vi.waitFor(async () => expect((await app.db.select().from(mailDeliveries).where(sql`${mailDeliveries.key} = ${key}`))[0]?.status).toBe("sent"), {
        timeout: 30_000,
        interval: 250,
      });
      expect(mailer.attempts.get(key)).toBe(2);
      const file = (await mailFiles()).find((name) => name.startsWith(`contact-${id}-owner-new-contact-`));
      const eml = await readFile(join(app.dataDir, "mail", file!), "utf8");
      expect(eml).toContain("Can you string a goalie head?");
      const jobs = rowsOf(await app.db.execute(sql`select state from pgboss.job where name = 'contact-mail' and (data->>'contactId')::int = ${id}`));
      expect(jobs).toEqual([{ state: "completed" }]);
      expect(await app.db.select().from(contacts).where(sql`${contacts.id} = ${id}`)).toHaveLength(1);
    }, 40_000);
  });
}
