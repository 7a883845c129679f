import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutgoingMail } from "@stringing/core/ports/mailer.port";
import { mailerContract } from "@stringing/core/testing/contracts/mailer-contract";
import { startFakeMailjet, type FakeMailjet } from "./fake-mailjet-server.ts";
import { MailjetMailer } from "./mailjet-mailer.ts";

const credentials = { apiKey: "public-key", apiSecret: "private-secret" };
let mailjet: FakeMailjet;
beforeAll(async () => {
  mailjet = await startFakeMailjet(credentials);
});
beforeEach(() => mailjet.reset());
afterAll(() => mailjet.close());

const message = (to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  from: { email: "shop@example.com" },
  to: { email: to },
  subject: "Spring sale",
  text: "Fresh mesh is in.",
  ...extra,
});

describe("MailjetMailer against a fake Mailjet", () => {
  it("posts the Send API v3.1 body with Basic auth and reports each message's id", async () => {
    const mailer = new MailjetMailer({ ...credentials, baseUrl: mailjet.url });
    const statuses = await mailer.send([
      message("fan@example.com", {
        from: { email: "shop@example.com", name: "Shop" },
        to: { email: "fan@example.com", name: "Fan" },
        replyTo: { email: "sam@example.com" },
        html: "<p>Fresh mesh</p>",
        headers: { "List-Unsubscribe": "<https://shop.example/u?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        attachments: [{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: "JVBERi0=" }],
        customId: "campaign-1",
      }),
    ]);
    expect(statuses).toEqual([{ ok: true, providerMessageId: expect.stringMatching(/^\d+$/) }]);
    expect(mailjet.calls).toEqual([
      [
        {
          From: { Email: "shop@example.com", Name: "Shop" },
          To: [{ Email: "fan@example.com", Name: "Fan" }],
          ReplyTo: { Email: "sam@example.com" },
          Subject: "Spring sale",
          TextPart: "Fresh mesh is in.",
          HTMLPart: "<p>Fresh mesh</p>",
          Headers: { "List-Unsubscribe": "<https://shop.example/u?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          Attachments: [{ ContentType: "application/pdf", Filename: "flyer.pdf", Base64Content: "JVBERi0=" }],
          CustomID: "campaign-1",
        },
      ],
    ]);
  });

  it("sends 120 messages as calls of 50, 50 and 20, and one bad address fails alone", async () => {
    const mailer = new MailjetMailer({ ...credentials, baseUrl: mailjet.url });
    mailjet.rejected.add("fan61@example.com");
    const recipients = Array.from({ length: 120 }, (_, i) => `fan${i}@example.com`);
    const statuses = await mailer.send(recipients.map((to) => message(to)));
    expect(mailjet.calls.map((call) => call.length)).toEqual([50, 50, 20]);
    expect(mailjet.refusedRequests).toBe(0);
    expect(statuses).toHaveLength(120);
    expect(statuses.filter((s) => !s.ok)).toEqual([{ ok: false, error: '"fan61@example.com" is an invalid email address.' }]);
    expect(statuses[61]!.ok).toBe(false);
    expect(statuses[60]!.ok && statuses[62]!.ok).toBe(true);
    expect(mailjet.delivered).toHaveLength(119);
  });

  it("the fake refuses more than 50 messages in one call", async () => {
    const response = await fetch(`${mailjet.url}/v3.1/send`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("public-key:private-secret").toString("base64")}`, "content-type": "application/json" },
      body: JSON.stringify({ Messages: Array.from({ length: 51 }, () => ({})) }),
    });
    expect(response.status).toBe(400);
    expect(mailjet.refusedRequests).toBe(1);
  });

  it("fails every message, without throwing, when the credentials are wrong", async () => {
    const mailer = new MailjetMailer({ apiKey: "public-key", apiSecret: "wrong", baseUrl: mailjet.url });
    const statuses = await mailer.send([message("a@example.com"), message("b@example.com")]);
    expect(statuses).toEqual([
      { ok: false, error: "Mailjet refused the API key or secret (HTTP 401)" },
      { ok: false, error: "Mailjet refused the API key or secret (HTTP 401)" },
    ]);
    expect(mailjet.delivered).toEqual([]);
  });

  it("fails every message, without throwing, when Mailjet cannot be reached or answers nonsense", async () => {
    const unreachable = new MailjetMailer({ ...credentials, baseUrl: "http://127.0.0.1:1" });
    expect(await unreachable.send([message("a@example.com")])).toEqual([{ ok: false, error: expect.stringMatching(/^Could not reach Mailjet/) }]);

    const nonsense = new MailjetMailer({ ...credentials, fetch: async () => new Response("<html>oops</html>", { status: 502 }) });
    expect(await nonsense.send([message("a@example.com")])).toEqual([{ ok: false, error: "Mailjet answered HTTP 502" }]);
  });

  it("talks to https://api.mailjet.com by default", async () => {
    const seen: string[] = [];
    const mailer = new MailjetMailer({
      ...credentials,
      fetch: async (input) => {
        seen.push(String(input));
        return Response.json({ Messages: [{ Status: "success", To: [{ Email: "a@example.com", MessageID: 7 }] }] });
      },
    });
    expect(await mailer.send([message("a@example.com")])).toEqual([{ ok: true, providerMessageId: "7" }]);
    expect(seen).toEqual(["https://api.mailjet.com/v3.1/send"]);
  });
});

describe("MailjetMailer against the port contract (through the fake Mailjet)", () => {
  mailerContract(async () => {
    mailjet.reset();
    return {
      subject: {
        mailer: new MailjetMailer({ ...credentials, baseUrl: mailjet.url }),
        delivered: async () =>
          mailjet.delivered.map((sent) => ({
            to: sent.To?.[0]?.Email ?? "",
            subject: sent.Subject ?? "",
            text: sent.TextPart ?? "",
            html: sent.HTMLPart,
            headers: Object.fromEntries(Object.entries(sent.Headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
          })),
        broken: () => new MailjetMailer({ apiKey: credentials.apiKey, apiSecret: "wrong", baseUrl: mailjet.url }),
      },
    };
  });
});
