import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutgoingMail } from "@stringing/core/ports/mailer.port";
import { mailerContract } from "@stringing/core/testing/contracts/mailer-contract";
import { bareAddress, type FakeResend, startFakeResend } from "./fake-resend-server.ts";
import { formatAddress, ResendMailer } from "./resend-mailer.ts";

const apiKey = "re_test_0123456789";
let resend: FakeResend;
beforeAll(async () => {
  resend = await startFakeResend(apiKey);
});
beforeEach(() => resend.reset());
afterAll(() => resend.close());

const waits: number[] = [];
const mailer = (key = apiKey) =>
  new ResendMailer({
    apiKey: key,
    baseUrl: resend.url,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });

const message = (to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  from: { email: "shop@example.com" },
  to: { email: to },
  subject: "Spring sale",
  text: "Fresh mesh is in.",
  ...extra,
});

describe("ResendMailer against a fake Resend", () => {
  beforeEach(() => {
    waits.length = 0;
  });

  it("posts a batch in permissive mode with Resend's fields, and reports each message's id", async () => {
    const statuses = await mailer().send([
      message("fan@example.com", {
        from: { email: "shop@example.com", name: "StringMaster Pro" },
        to: { email: "fan@example.com", name: "O'Neil, Zoë" },
        replyTo: { email: "sam@example.com" },
        html: "<p>Fresh mesh</p>",
        headers: { "List-Unsubscribe": "<https://shop.example/u?token=t>" },
        customId: "campaign 1",
      }),
      message("b@example.com"),
    ]);
    expect(statuses).toEqual([
      { ok: true, providerMessageId: resend.delivered[0]!.id },
      { ok: true, providerMessageId: resend.delivered[1]!.id },
    ]);
    expect(resend.calls).toHaveLength(1);
    expect(resend.calls[0]).toMatchObject({ path: "/emails/batch", batchValidation: "permissive", idempotencyKey: null });
    expect((resend.calls[0]!.body as unknown[])[0]).toEqual({
      from: "StringMaster Pro <shop@example.com>",
      to: ['"O\'Neil, Zoë" <fan@example.com>'],
      reply_to: "sam@example.com",
      subject: "Spring sale",
      text: "Fresh mesh is in.",
      html: "<p>Fresh mesh</p>",
      headers: { "List-Unsubscribe": "<https://shop.example/u?token=t>" },
      tags: [{ name: "custom_id", value: "campaign_1" }],
    });
  });

  it("sends 230 messages as calls of 100, 100 and 30, and one bad address fails alone", async () => {
    resend.rejected.add("fan161@example.com");
    const recipients = Array.from({ length: 230 }, (_, i) => `fan${i}@example.com`);
    const statuses = await mailer().send(recipients.map((to) => message(to)));
    expect(resend.calls.map((call) => (call.body as unknown[]).length)).toEqual([100, 100, 30]);
    expect(statuses.filter((status) => !status.ok)).toEqual([{ ok: false, error: expect.stringMatching(/^Resend refused the message: Invalid `to` field/) }]);
    expect(statuses[161]!.ok).toBe(false);
    expect(statuses[160]).toEqual({ ok: true, providerMessageId: resend.delivered[160]!.id });
    expect(statuses[162]).toEqual({ ok: true, providerMessageId: resend.delivered[161]!.id });
    expect(resend.delivered).toHaveLength(229);
  });

  it("sends a message with attachments or an idempotency key on its own, in its place among the others", async () => {
    const statuses = await mailer().send([
      message("a@example.com"),
      message("b@example.com", { attachments: [{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: "JVBERi0=" }] }),
      message("c@example.com", { idempotencyKey: "order-received:12" }),
    ]);
    expect(statuses.every((status) => status.ok)).toBe(true);
    expect(resend.calls.map((call) => [call.path, call.idempotencyKey])).toEqual([
      ["/emails", null],
      ["/emails", "order-received:12"],
      ["/emails/batch", null],
    ]);
    expect((resend.calls[0]!.body as { attachments: unknown }).attachments).toEqual([
      { filename: "flyer.pdf", content: "JVBERi0=", content_type: "application/pdf" },
    ]);
    const ids = statuses.map((status) => (status.ok ? status.providerMessageId : null));
    expect(ids).toEqual([resend.delivered[2]!.id, resend.delivered[0]!.id, resend.delivered[1]!.id]);
  });

  it("delivers a retried message with the same idempotency key once", async () => {
    const retried = message("a@example.com", { idempotencyKey: "order-received:12" });
    const [first] = await mailer().send([retried]);
    const [second] = await mailer().send([retried]);
    expect(second).toEqual(first);
    expect(resend.delivered).toHaveLength(1);
  });

  it("fails every message, without throwing, when the API key is missing or wrong (401, 403)", async () => {
    const statuses = await mailer("re_wrong").send([message("a@example.com"), message("b@example.com")]);
    expect(statuses).toEqual([
      { ok: false, error: "Resend refused the API key (HTTP 403 invalid_api_key: API key is invalid.)" },
      { ok: false, error: "Resend refused the API key (HTTP 403 invalid_api_key: API key is invalid.)" },
    ]);
    const response = await fetch(`${resend.url}/emails`, { method: "POST", body: "{}" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, name: "missing_api_key", message: "Missing API key in the authorization header." });
    expect(resend.delivered).toEqual([]);
  });

  it("reports a refused field (422) as the message's failure", async () => {
    const [status] = await mailer().send([message("a@example.com", { from: { email: "not an address" }, idempotencyKey: "k1" })]);
    expect(status).toEqual({ ok: false, error: expect.stringMatching(/^Resend refused the message \(HTTP 422 invalid_from_address\): Invalid `from` field/) });
  });

  it("waits out the per-second rate limit (429 with retry-after) and tries again, but not a spent quota", async () => {
    resend.failNext.push({ statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests.", retryAfterSeconds: 1 });
    expect(await mailer().send([message("a@example.com")])).toEqual([{ ok: true, providerMessageId: resend.delivered[0]!.id }]);
    expect(waits).toEqual([1000]);

    resend.failNext.push({ statusCode: 429, name: "daily_quota_exceeded", message: "You have reached your daily email sending quota." });
    expect(await mailer().send([message("b@example.com")])).toEqual([
      { ok: false, error: "Resend is limiting us (HTTP 429 daily_quota_exceeded): You have reached your daily email sending quota." },
    ]);

    const limited = { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests.", retryAfterSeconds: 1 };
    resend.failNext.push(limited, limited, limited);
    expect(await mailer().send([message("c@example.com")])).toEqual([
      { ok: false, error: "Resend is limiting us (HTTP 429 rate_limit_exceeded): Too many requests." },
    ]);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it("fails every message, without throwing, when Resend breaks (500) or cannot be reached", async () => {
    resend.failNext.push({ statusCode: 500, name: "application_error", message: "An unexpected error occurred." });
    expect(await mailer().send([message("a@example.com")])).toEqual([
      { ok: false, error: "Resend answered HTTP 500 (application_error): An unexpected error occurred." },
    ]);
    const unreachable = new ResendMailer({ apiKey, baseUrl: "http://127.0.0.1:1" });
    expect(await unreachable.send([message("a@example.com")])).toEqual([{ ok: false, error: expect.stringMatching(/^Could not reach Resend/) }]);
  });

  it("formats addresses as Resend reads them", () => {
    expect(formatAddress({ email: "a@b.co" })).toBe("a@b.co");
    expect(formatAddress({ email: "a@b.co", name: "Crease Co" })).toBe("Crease Co <a@b.co>");
    expect(formatAddress({ email: "a@b.co", name: 'Sam "Twig" <x>' })).toBe('"Sam \\"Twig\\" <x>" <a@b.co>');
    expect(formatAddress({ email: "a@b.co", name: "Line\r\nBcc: x@y.z" })).toBe('"Line Bcc: x@y.z" <a@b.co>');
  });
});

describe("ResendMailer against the port contract (through the fake Resend)", () => {
  mailerContract(async () => {
    resend.reset();
    return {
      subject: {
        mailer: mailer(),
        delivered: async () =>
          resend.delivered.map((sent) => ({
            to: bareAddress([sent.to ?? ""].flat()[0] ?? "") ?? "",
            subject: sent.subject ?? "",
            text: sent.text ?? "",
            html: sent.html,
            headers: Object.fromEntries(Object.entries(sent.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
          })),
        broken: () => mailer("re_wrong"),
      },
    };
  });
});
