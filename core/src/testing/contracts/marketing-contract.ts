import { describe, expect, it } from "vitest";
import type { ContactRepository } from "../../ports/contact-repository.port.ts";
import type { MailLog, MailLogEntry } from "../../ports/mail-log.port.ts";
import type { MailSettings } from "../../ports/mail-settings.port.ts";
import type { SubscriberRepository } from "../../ports/subscriber-repository.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

export type MarketingSubject = {
  subscribers: SubscriberRepository;
  contacts: ContactRepository;
  mailSettings: MailSettings;
  mailLog: MailLog;
  /** Every entry the mail log holds, oldest first (the port has no reader; each store is read its own way). */
  logged(): Promise<MailLogEntry[]>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The marketing ports, run against the in-memory fakes and the Postgres adapters alike. */
export function marketingContract(open: FreshFactory<MarketingSubject>): void {
  describe("marketing port contract", () => {
    const subject = useFresh(open);
    const emails = (rows: { email: string }[]) => rows.map((row) => row.email);

    it("subscribes idempotently: a known address is answered as it is, a new name replaces the old", async () => {
      const subscribers = subject().subscribers;
      const first = await subscribers.subscribe({ email: "fan@example.com", name: null });
      expect(first).toEqual({
        created: true,
        subscriber: {
          id: expect.any(Number),
          email: "fan@example.com",
          name: null,
          subscribed: true,
          createdAt: expect.any(Date),
          suppressedAt: null,
          suppressionReason: null,
        },
      });
      expect(first.subscriber).not.toHaveProperty("unsubscribeToken");
      const again = await subscribers.subscribe({ email: "fan@example.com", name: "Fan" });
      expect(again).toEqual({ created: false, subscriber: { ...first.subscriber, name: "Fan" } });
      expect((await subscribers.subscribe({ email: "fan@example.com", name: null })).subscriber.name).toBe("Fan");
      const racing = await Promise.all(Array.from({ length: 5 }, () => subscribers.subscribe({ email: "race@example.com", name: null })));
      expect(racing.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(racing.map((result) => result.subscriber.id)).size).toBe(1);
    });

    it("never re-subscribes an address that unsubscribed, which stays suppressed from the first time", async () => {
      const subscribers = subject().subscribers;
      const { subscriber } = await subscribers.subscribe({ email: "gone@example.com", name: "Gone" });
      const unsubscribed = await subscribers.unsubscribe(subscriber.id);
      expect(unsubscribed).toEqual({ ...subscriber, subscribed: false, suppressedAt: expect.any(Date), suppressionReason: "unsubscribed" });
      expect(await subscribers.unsubscribe(subscriber.id)).toEqual(unsubscribed);
      expect(await subscribers.subscribe({ email: "gone@example.com", name: null })).toEqual({ created: false, subscriber: unsubscribed });
      expect(await subscribers.unsubscribe(999_999)).toBeNull();
      expect(await subscribers.countSubscribed()).toBe(0);
    });

    it("lists newest first, searching e-mail and name in any case, and pages", async () => {
      const subscribers = subject().subscribers;
      for (const [email, name] of [
        ["ann@example.com", "Ann Attack"],
        ["Bob@Example.com", null],
        ["cy@example.org", "Cy Goalie İzmir"],
      ] as const) {
        await subscribers.subscribe({ email, name });
      }
      expect(emails(await subscribers.list({}))).toEqual(["cy@example.org", "Bob@Example.com", "ann@example.com"]);
      expect(emails(await subscribers.list({ q: "bob" }))).toEqual(["Bob@Example.com"]);
      expect(emails(await subscribers.list({ q: "EXAMPLE.COM" }))).toEqual(["Bob@Example.com", "ann@example.com"]);
      expect(emails(await subscribers.list({ q: "goalie" }))).toEqual(["cy@example.org"]);
      expect(emails(await subscribers.list({ q: "izmir" }))).toEqual(["cy@example.org"]);
      expect(emails(await subscribers.list({ q: "%" }))).toEqual([]);
      expect(emails(await subscribers.list({ limit: 1, offset: 1 }))).toEqual(["Bob@Example.com"]);
      expect(await subscribers.countSubscribed()).toBe(3);
    });

    it("hands campaigns every subscribed address with its token, and unsubscribes by that token in any case", async () => {
      const subscribers = subject().subscribers;
      await subscribers.subscribe({ email: "one@example.com", name: "One" });
      const { subscriber: two } = await subscribers.subscribe({ email: "two@example.com", name: null });
      await subscribers.subscribe({ email: "three@example.com", name: null });
      await subscribers.unsubscribe(two.id);
      const recipients = await subscribers.listRecipients();
      expect(recipients.map(({ email, name }) => ({ email, name }))).toEqual([
        { email: "one@example.com", name: "One" },
        { email: "three@example.com", name: null },
      ]);
      expect(recipients.every((recipient) => UUID.test(recipient.unsubscribeToken))).toBe(true);
      expect(new Set(recipients.map((recipient) => recipient.unsubscribeToken)).size).toBe(2);
      expect(await subscribers.unsubscribeByToken("not-a-uuid")).toBeNull();
      expect(await subscribers.unsubscribeByToken("00000000-0000-4000-8000-00000000ffff")).toBeNull();
      expect(await subscribers.unsubscribeByToken(recipients[0]!.unsubscribeToken.toUpperCase())).toMatchObject({
        email: "one@example.com",
        subscribed: false,
      });
      expect((await subscribers.listRecipients()).map((recipient) => recipient.email)).toEqual(["three@example.com"]);
    });

    it("keeps contact messages, newest first, with their responded flag", async () => {
      const contacts = subject().contacts;
      expect(await contacts.nextId()).toBeGreaterThanOrEqual(1);
      const first = await contacts.create({ name: "Sam", email: "sam@example.com", message: "How long does a restring take?" });
      expect(first).toEqual({
        id: expect.any(Number),
        name: "Sam",
        email: "sam@example.com",
        message: "How long does a restring take?",
        responded: false,
        createdAt: expect.any(Date),
      });
      expect(await contacts.nextId()).toBeGreaterThan(first.id);
      const second = await contacts.create({ name: "Lee", email: "lee@example.com", message: "Do you string goalie heads?" });
      expect((await contacts.list({})).map((contact) => contact.id)).toEqual([second.id, first.id]);
      expect((await contacts.list({ limit: 1, offset: 1 })).map((contact) => contact.id)).toEqual([first.id]);
      expect(await contacts.setResponded(first.id, true)).toEqual({ ...first, responded: true });
      expect(await contacts.setResponded(first.id, false)).toMatchObject({ responded: false });
      expect(await contacts.setResponded(999_999, true)).toBeNull();
    });

    it("keeps one mail configuration per purpose", async () => {
      const settings = subject().mailSettings;
      const config = { apiKey: "key", apiSecret: "secret", senderEmail: "shop@example.com" };
      expect(await settings.get("campaigns")).toBeNull();
      await settings.save("campaigns", config);
      await settings.save("contact-form", { ...config, apiSecret: "other", senderEmail: "owner@example.com" });
      expect(await settings.get("campaigns")).toEqual(config);
      await settings.save("campaigns", { ...config, apiSecret: "rotated" });
      expect(await settings.get("campaigns")).toEqual({ ...config, apiSecret: "rotated" });
      expect(await settings.get("contact-form")).toEqual({ ...config, apiSecret: "other", senderEmail: "owner@example.com" });
    });

    it("keeps the owner address apart from the provider configurations, and forgets it on null", async () => {
      const settings = subject().mailSettings;
      expect(await settings.getOwnerEmail()).toBeNull();
      await settings.saveOwnerEmail("owner@example.com");
      await settings.save("campaigns", { apiKey: "key", apiSecret: "secret", senderEmail: "shop@example.com" });
      expect(await settings.getOwnerEmail()).toBe("owner@example.com");
      await settings.saveOwnerEmail("desk@example.com");
      expect(await settings.getOwnerEmail()).toBe("desk@example.com");
      await settings.saveOwnerEmail(null);
      expect(await settings.getOwnerEmail()).toBeNull();
      expect(await settings.get("campaigns")).toMatchObject({ senderEmail: "shop@example.com" });
    });

    it("logs every message given to it", async () => {
      const entry = (recipient: string, status: "sent" | "failed"): MailLogEntry => ({
        kind: "campaign",
        recipient,
        subject: "Spring sale",
        provider: "mailjet",
        status,
        providerMessageId: status === "sent" ? `id-${recipient}` : null,
        error: status === "failed" ? "Invalid recipient" : null,
      });
      await subject().mailLog.record([]);
      await subject().mailLog.record([entry("a@example.com", "sent"), entry("b@example.com", "failed")]);
      await subject().mailLog.record([entry("c@example.com", "sent")]);
      expect(await subject().logged()).toEqual([entry("a@example.com", "sent"), entry("b@example.com", "failed"), entry("c@example.com", "sent")]);
    });
  });
}
