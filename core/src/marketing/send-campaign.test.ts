import { describe, expect, it } from "vitest";
import { InMemoryCampaigns, InMemoryMailLog, InMemoryMailSettings, InMemorySubscribers, RecordingMailer } from "../testing/in-memory-marketing.ts";
import { resolveActiveMail } from "../mail/mail-delivery.ts";
import { campaignSchema } from "./campaign.ts";
import { EMAIL_SERVICE_NOT_CONFIGURED, sendCampaign } from "./send-campaign.ts";

const campaign = campaignSchema.parse({ subject: "Spring sale", content: "Fresh mesh is in stock." });
const config = { apiKey: "key", apiSecret: "secret", senderEmail: "shop@example.com" };

function setUp(options: { configured?: boolean; mailer?: RecordingMailer } = {}) {
  const settings = new InMemoryMailSettings();
  if (options.configured ?? true) settings.configs.set("campaigns", config);
  const subscribers = new InMemorySubscribers();
  const mailer = options.mailer ?? new RecordingMailer();
  const mailLog = new InMemoryMailLog();
  const campaigns = new InMemoryCampaigns();
  const configsUsed: unknown[] = [];
  const activeMail = resolveActiveMail({
    settings,
    mailerFor: (used) => {
      configsUsed.push(used);
      return mailer;
    },
    environment: { resend: null, file: { mailer: new RecordingMailer("local-file"), senderEmail: "no-reply@localhost" }, fileForced: false },
  });
  const send = sendCampaign({ activeMail, subscribers, mailLog, campaigns });
  return { send, subscribers, mailer, mailLog, campaigns, configsUsed };
}

describe("sendCampaign", () => {
  it("refuses with a conflict while the email service is not configured", async () => {
    const { send, mailer, campaigns } = setUp({ configured: false });
    expect(await send({ campaign, siteOrigin: "https://shop.example" })).toEqual({
      ok: false,
      error: { kind: "conflict", message: EMAIL_SERVICE_NOT_CONFIGURED },
    });
    expect(mailer.batches).toEqual([]);
    expect(campaigns.rows).toEqual([]);
  });

  it("sends through the files from their sender when MAIL_PROVIDER=file counts them as configured", async () => {
    const subscribers = new InMemorySubscribers();
    subscribers.add("a@example.com");
    const file = new RecordingMailer("local-file");
    const activeMail = resolveActiveMail({
      settings: new InMemoryMailSettings(),
      mailerFor: () => new RecordingMailer("mailjet"),
      environment: { resend: null, file: { mailer: file, senderEmail: "no-reply@localhost" }, fileForced: true },
    });
    const result = await sendCampaign({ activeMail, subscribers, mailLog: new InMemoryMailLog(), campaigns: new InMemoryCampaigns() })({
      campaign,
      siteOrigin: "https://shop.example",
    });
    expect(result).toMatchObject({ ok: true, value: { recipientCount: 1, failedCount: 0 } });
    expect(file.sent.map((mail) => [mail.from.email, mail.to.email])).toEqual([["no-reply@localhost", "a@example.com"]]);
  });

  it("sends to every subscribed address and never to an unsubscribed one", async () => {
    const { send, subscribers, mailer, mailLog, campaigns, configsUsed } = setUp();
    subscribers.add("a@example.com");
    subscribers.add("gone@example.com", { subscribed: false });
    subscribers.add("b@example.com", { name: "Bee" });
    const result = await send({ campaign, siteOrigin: "https://shop.example" });
    expect(result).toEqual({ ok: true, value: { campaignId: 1, recipientCount: 2, failedCount: 0, firstError: null } });
    expect(configsUsed).toEqual([config]);
    expect(mailer.sent.map((m) => m.to.email)).toEqual(["a@example.com", "b@example.com"]);
    expect(mailer.sent.every((m) => m.from.email === "shop@example.com")).toBe(true);
    expect(mailer.sent[1]!.headers!["List-Unsubscribe"]).toBe(
      `<https://shop.example/api/subscribers/unsubscribe?token=${subscribers.rows[2]!.unsubscribeToken}>`,
    );
    expect(mailLog.entries.map((e) => [e.kind, e.recipient, e.status])).toEqual([
      ["campaign", "a@example.com", "sent"],
      ["campaign", "b@example.com", "sent"],
    ]);
    expect(campaigns.rows).toMatchObject([{ subject: "Spring sale", recipientCount: 2, failedCount: 0 }]);
  });

  it("sends 120 recipients in batches of 50, 50 and 20; one bad address fails alone", async () => {
    const { send, subscribers, mailer, mailLog } = setUp();
    for (let i = 0; i < 120; i++) subscribers.add(`fan${i}@example.com`);
    mailer.rejected.add("fan77@example.com");
    const result = await send({ campaign, siteOrigin: "https://shop.example" });
    expect(result).toMatchObject({ ok: true, value: { recipientCount: 120, failedCount: 1, firstError: "Invalid recipient fan77@example.com" } });
    expect(mailer.batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(mailLog.entries.filter((e) => e.status === "failed")).toEqual([
      expect.objectContaining({ recipient: "fan77@example.com", error: "Invalid recipient fan77@example.com", providerMessageId: null }),
    ]);
    expect(mailLog.entries).toHaveLength(120);
  });

  it("respects a mailer's smaller batch size", async () => {
    const { send, subscribers, mailer } = setUp({ mailer: new RecordingMailer("small", 7) });
    for (let i = 0; i < 15; i++) subscribers.add(`fan${i}@example.com`);
    await send({ campaign, siteOrigin: "https://shop.example" });
    expect(mailer.batches.map((batch) => batch.length)).toEqual([7, 7, 1]);
  });

  it("counts every message of a refused or broken call as failed, and still records them", async () => {
    const refused = setUp();
    refused.subscribers.add("a@example.com");
    refused.subscribers.add("b@example.com");
    refused.mailer.failEverything = "Unauthorized";
    expect(await refused.send({ campaign, siteOrigin: "https://x.example" })).toMatchObject({
      ok: true,
      value: { recipientCount: 2, failedCount: 2, firstError: "Unauthorized" },
    });

    const broken = setUp();
    broken.subscribers.add("a@example.com");
    broken.mailer.throwing = true;
    expect(await broken.send({ campaign, siteOrigin: "https://x.example" })).toMatchObject({
      ok: true,
      value: { failedCount: 1, firstError: "mailer exploded" },
    });
    expect(broken.mailLog.entries).toMatchObject([{ status: "failed", error: "mailer exploded" }]);
    expect(broken.campaigns.rows).toHaveLength(1);
  });
});
