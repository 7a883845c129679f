import { describe, expect, it } from "vitest";
import { InMemoryContacts, InMemoryMailLog, InMemoryMailSettings, RecordingMailer } from "../testing/in-memory-marketing.ts";
import { LOCAL_OWNER_ADDRESS, submitContactMessage } from "./submit-contact-message.ts";

const message = { name: "Sam Stick", email: "sam@example.com", message: "Can you string a goalie head?" };

function setUp() {
  const contacts = new InMemoryContacts();
  const settings = new InMemoryMailSettings();
  const provider = new RecordingMailer("mailjet");
  const localMailer = new RecordingMailer("local-file");
  const mailLog = new InMemoryMailLog();
  const clock = { now: () => new Date("2026-03-01T12:00:00Z") };
  const submit = submitContactMessage({ contacts, settings, mailerFor: () => provider, localMailer, mailLog, clock });
  return { submit, contacts, settings, provider, localMailer, mailLog };
}

describe("submitContactMessage", () => {
  it("answers a filled honeypot as if the message were stored, storing and sending nothing", async () => {
    const { submit, contacts, provider, localMailer, mailLog } = setUp();
    await submit(message);
    const result = await submit({ ...message, website: "https://spam.example" });
    expect(result).toEqual({ ok: true, value: { id: 2, ...message, responded: false, createdAt: new Date("2026-03-01T12:00:00Z") } });
    expect(contacts.rows).toHaveLength(1);
    expect([...provider.sent, ...localMailer.sent]).toHaveLength(1);
    expect(mailLog.entries).toHaveLength(1);
    expect((await submit({ ...message, website: "" })).ok).toBe(true);
    expect(contacts.rows).toHaveLength(2);
    expect(contacts.rows[1]).not.toHaveProperty("website");
  });

  it("stores the message and notifies the owner through the local mailer when nothing is configured", async () => {
    const { submit, contacts, provider, localMailer, mailLog } = setUp();
    const result = await submit(message);
    expect(result).toMatchObject({ ok: true, value: { id: 1, ...message, responded: false } });
    expect(contacts.rows).toHaveLength(1);
    expect(provider.sent).toEqual([]);
    expect(localMailer.sent).toMatchObject([
      { to: { email: LOCAL_OWNER_ADDRESS }, replyTo: { email: "sam@example.com", name: "Sam Stick" }, subject: "New contact message from Sam Stick" },
    ]);
    expect(localMailer.sent[0]!.text).toContain("Can you string a goalie head?");
    expect(mailLog.entries).toMatchObject([{ kind: "contact-notification", provider: "local-file", status: "sent" }]);
  });

  it("uses the contact-form configuration when there is one, sending to its address", async () => {
    const { submit, settings, provider, localMailer } = setUp();
    settings.configs.set("contact-form", { apiKey: "k", apiSecret: "s", senderEmail: "owner@shop.example" });
    await submit(message);
    expect(localMailer.sent).toEqual([]);
    expect(provider.sent).toMatchObject([{ from: { email: "owner@shop.example" }, to: { email: "owner@shop.example" } }]);
  });

  it("keeps the message and succeeds when notifying fails or throws", async () => {
    const refused = setUp();
    refused.settings.configs.set("contact-form", { apiKey: "k", apiSecret: "s", senderEmail: "owner@shop.example" });
    refused.provider.failEverything = "Unauthorized";
    expect((await refused.submit(message)).ok).toBe(true);
    expect(refused.contacts.rows).toHaveLength(1);
    expect(refused.mailLog.entries).toMatchObject([{ status: "failed", error: "Unauthorized" }]);

    const broken = setUp();
    broken.localMailer.throwing = true;
    broken.mailLog.record = async () => {
      throw new Error("log down");
    };
    expect((await broken.submit(message)).ok).toBe(true);
    expect(broken.contacts.rows).toHaveLength(1);
  });
});
