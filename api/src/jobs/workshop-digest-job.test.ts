import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgBossJobQueue } from "@stringing/adapters/postgres/pg-boss-job-queue";
import { rowsOf } from "@stringing/adapters/postgres/rows-of";
import { testDatabaseTargets, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import type { DeliveryStatus, Mailer, OutgoingMail } from "@stringing/core/ports/mailer.port";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { type Adapters, composeAdapters } from "../composition.ts";
import { BASE, createTestApp, type TestApp } from "../testing/test-app.ts";
import { workshopDigestTick } from "../workshop-digest-tick.ts";
import { registerAppJobs } from "./register-app-jobs.ts";

/** Retries after 1-2 s: a test sees them in seconds. */
const quick = { retryLimit: 3, retryDelaySeconds: 1, timeoutSeconds: 20 };

/** Every instance's provider: it counts what it carried, and refuses the next `failures` digests as a provider that is down would. */
class CountingMailer implements Mailer {
  readonly provider = "local-file";
  readonly maxBatchSize = 50;
  readonly sent: OutgoingMail[] = [];
  failures = 0;
  async send(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    return messages.map((message) => {
      if (message.idempotencyKey?.startsWith("workshop-digest:") && this.failures > 0) {
        this.failures--;
        return { ok: false, error: "Provider unavailable (HTTP 503)" };
      }
      this.sent.push(message);
      return { ok: true, providerMessageId: `msg-${this.sent.length}` };
    });
  }
  digests(): OutgoingMail[] {
    return this.sent.filter((message) => message.idempotencyKey?.startsWith("workshop-digest:"));
  }
}

const until = async (condition: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

for (const target of testDatabaseTargets()) {
  describe(`the morning digest on two instances over ${target.name}`, () => {
    let database: TestDatabase;
    let app: TestApp;
    let second: Adapters;
    const runners: PgBossJobQueue<AppJobs>[] = [];
    const mailer = new CountingMailer();
    let now = new Date();
    const clock = { now: () => now };

    beforeAll(async () => {
      database = await target.open();
      const dataDir = await mkdtemp(join(tmpdir(), "workshop-digest-"));
      app = await createTestApp(database, { dataDir, localMailer: mailer, jobPolicy: quick, clock, publicFormLimit: 1000 });
      second = composeAdapters(database.handle, { dataDir, localMailer: mailer, jobPolicy: quick, mailOrigin: BASE, clock });
      for (const adapters of [app.adapters, second]) {
        const runner = new PgBossJobQueue<AppJobs>(database.handle, { names: appJobNames, policy: quick, pollingIntervalMs: 100, onError: () => {} });
        registerAppJobs(runner, { adapters, clock });
        await runner.start();
        runners.push(runner);
      }
      await app.adapters.mailSettings.saveOwnerEmail("owner@shop.example");
      await app.adapters.workshopDigestSettings.save({ enabled: true, hour: 7, to: null });
    });
    afterAll(async () => {
      await Promise.all(runners.map((runner) => runner.stop({ graceMs: 0 })));
      await database?.dispose();
      if (app) await rm(app.dataDir, { recursive: true, force: true });
    });

    const tickBoth = () => Promise.all([app.adapters, second].map((adapters) => workshopDigestTick(adapters, { siteOrigin: BASE, clock })()));
    const digestJobs = async () =>
      rowsOf<{ date: string; state: string }>(
        await app.db.execute(sql`select data->>'date' as date, state from pgboss.job where name = 'workshop-digest' order by created_on`),
      );
    const settled = (date: string) => async () => (await digestJobs()).some((job) => job.date === date && job.state === "completed");

    it("queues nothing on a weekend morning", async () => {
      now = new Date("2026-03-07T13:00:00Z");
      expect(await tickBoth()).toEqual([null, null]);
      expect(await digestJobs()).toEqual([]);
    });

    it("sends nothing on a working morning with nothing overdue, due or arriving", async () => {
      now = new Date("2026-03-09T11:30:00Z");
      expect((await tickBoth()).filter(Boolean)).toEqual(["2026-03-09"]);
      await until(settled("2026-03-09"), "the empty day's job");
      expect(mailer.digests()).toEqual([]);
    });

    it("sends one digest to the owner when two instances tick and run jobs on one working morning", async () => {
      const placed = await app.request("/api/orders", { method: "POST", json: validOrderForm({ firstName: "Casey", lastName: "Jones" }) });
      const { id } = (await placed.json()) as { id: number };
      now = new Date("2026-03-10T11:30:00Z");
      const ticks = await Promise.all([tickBoth(), tickBoth()]);
      expect(ticks.flat().filter(Boolean)).toEqual(["2026-03-10"]);
      await until(settled("2026-03-10"), "the digest job");
      // Another round of ticks later that morning changes nothing.
      now = new Date("2026-03-10T15:00:00Z");
      expect(await tickBoth()).toEqual([null, null]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const digests = mailer.digests();
      expect(digests).toHaveLength(1);
      expect(digests[0]?.to.email).toBe("owner@shop.example");
      expect(digests[0]?.subject).toMatch(/^Workshop Tue, Mar 10: .*1 arriving/);
      expect(digests[0]?.text).toContain(`#${id} · Casey Jones`);
      expect(digests[0]?.text).toContain(`${BASE}/admin/orders/${id}`);
    });

    it("retries a provider's failure and still sends exactly one", async () => {
      mailer.failures = 1;
      now = new Date("2026-03-11T11:30:00Z");
      await tickBoth();
      await until(settled("2026-03-11"), "the retried digest job");
      expect(mailer.digests().filter((mail) => mail.idempotencyKey === "workshop-digest:2026-03-11")).toHaveLength(1);
      const log = rowsOf<{ status: string }>(
        await app.db.execute(sql`select status from mail_messages where kind = 'workshop-digest' and subject like 'Workshop Wed, Mar 11%' order by id`),
      );
      expect(log.map((row) => row.status)).toEqual(["failed", "sent"]);
    });
  });
}
