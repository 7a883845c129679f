import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailLogEntry } from "@stringing/core/ports/mail-log.port";
import { marketingContract } from "@stringing/core/testing/contracts/marketing-contract";
import { SecretBox } from "../crypto/secret-box.ts";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import { PostgresContactRepository } from "./contact-repository.ts";
import { PostgresMailLog } from "./mail-log-repository.ts";
import { PostgresMailSettings } from "./mail-settings-repository.ts";
import { PgBossJobQueue } from "./pg-boss-job-queue.ts";
import { appSettings, mailMessages } from "./schema/index.ts";
import { PostgresSubscriberRepository } from "./subscriber-repository.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";
import { PostgresUploadTickets } from "./upload-ticket-repository.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";

const box = (fill: number) => new SecretBox(async () => new Uint8Array(32).fill(fill));
const config = { apiKey: "key", apiSecret: "the-plaintext-secret", senderEmail: "shop@example.com" };

for (const target of testDatabaseTargets()) {
  describe(`marketing repositories (${target.name})`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(() => database?.dispose());

    it("keeps mail settings with the secret sealed, per purpose, and unreadable under another key", async () => {
      const settings = new PostgresMailSettings(database.handle.db, box(1));
      expect(await settings.get("campaigns")).toBeNull();
      await settings.save("campaigns", config);
      await settings.save("contact-form", { ...config, apiSecret: "other", senderEmail: "owner@example.com" });
      expect(await settings.get("campaigns")).toEqual(config);
      expect(await settings.get("contact-form")).toEqual({ ...config, apiSecret: "other", senderEmail: "owner@example.com" });
      await settings.save("campaigns", { ...config, apiSecret: "rotated" });
      expect((await settings.get("campaigns"))?.apiSecret).toBe("rotated");

      const rows = await database.handle.db.select().from(appSettings);
      expect(JSON.stringify(rows)).not.toMatch(/the-plaintext-secret|rotated|"other"/);

      const warn = console.warn;
      console.warn = () => {};
      try {
        expect(await new PostgresMailSettings(database.handle.db, box(2)).get("campaigns")).toBeNull();
      } finally {
        console.warn = warn;
      }
    });

    it("subscribes idempotently, also when two requests race on one address", async () => {
      const subscribers = new PostgresSubscriberRepository(database.handle.db);
      const results = await Promise.all(Array.from({ length: 5 }, () => subscribers.subscribe({ email: "race@example.com", name: null })));
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.subscriber.id)).size).toBe(1);
      expect(await subscribers.unsubscribeByToken("not-a-uuid")).toBeNull();
      const [recipient] = await subscribers.listRecipients();
      expect(await subscribers.unsubscribeByToken(recipient!.unsubscribeToken.toUpperCase())).toMatchObject({ email: "race@example.com", subscribed: false });
      expect(await subscribers.listRecipients()).toEqual([]);
    });

    it("never re-subscribes an address that unsubscribed, and tells it apart from a new one", async () => {
      const subscribers = new PostgresSubscriberRepository(database.handle.db);
      const { subscriber } = await subscribers.subscribe({ email: "gone@example.com", name: "Gone" });
      await subscribers.unsubscribe(subscriber.id);
      const again = await subscribers.subscribe({ email: "gone@example.com", name: null });
      expect(again).toEqual({
        created: false,
        subscriber: { ...subscriber, subscribed: false, suppressedAt: expect.any(Date), suppressionReason: "unsubscribed" },
      });
      expect((await subscribers.listRecipients()).map((recipient) => recipient.email)).not.toContain("gone@example.com");
    });

    it("records each signed upload once", async () => {
      const tickets = new PostgresUploadTickets(database.handle.db);
      const object = {
        key: "0123456789abcdef0123456789abcdef.png",
        publicPath: "/objects/0123456789abcdef0123456789abcdef.png",
        contentType: "image/png",
        size: 1,
      };
      expect(await tickets.find("a".repeat(32))).toBeNull();
      expect(await tickets.complete("a".repeat(32), object)).toBe(true);
      expect(await tickets.complete("a".repeat(32), object)).toBe(false);
      expect(await tickets.find("a".repeat(32))).toEqual({ key: object.key, publicPath: object.publicPath });
    });
  });
}

for (const target of testDatabaseTargets()) {
  describe(`Postgres marketing repositories against the port contract on ${target.name}`, () => {
    const database = useTestDatabase(target);
    marketingContract(
      freshOn(database, (db) => ({
        subscribers: new PostgresSubscriberRepository(db),
        contacts: new PostgresContactRepository(db, new PgBossJobQueue<AppJobs>(database().handle, { names: appJobNames })),
        mailSettings: new PostgresMailSettings(db, box(1)),
        mailLog: new PostgresMailLog(db),
        logged: async (): Promise<MailLogEntry[]> =>
          (await db.select().from(mailMessages).orderBy(asc(mailMessages.id))).map(
            ({ kind, recipient, subject, provider, status, providerMessageId, error }) => ({
              kind,
              recipient,
              subject,
              provider,
              status: status as MailLogEntry["status"],
              providerMessageId,
              error,
            }),
          ),
      })),
    );
  });
}
