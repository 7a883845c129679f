import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ResendSuppressionNotices, signResendPayload } from "./resend-suppression-notices.ts";

const KEY = Buffer.from("resend-test-signing-key-32-bytes!");
const SECRET = `whsec_${KEY.toString("base64")}`;
const now = new Date("2026-05-01T12:00:00Z");
const seconds = Math.floor(now.getTime() / 1000);
const notices = new ResendSuppressionNotices(SECRET, { now: () => now });

const event = (type: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({ type, created_at: "2026-05-01T11:59:58.000Z", data: { email_id: "4ef9a417", from: "shop@example.com", to: ["fan@example.com"], ...data } });

const headers = (body: string, overrides: Record<string, string | undefined> = {}) => ({
  "svix-id": "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
  "svix-timestamp": String(seconds),
  "svix-signature": signResendPayload(body, SECRET, "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W", seconds),
  ...overrides,
});

describe("Resend's signed webhooks (Svix, Standard Webhooks)", () => {
  it("signs as Standard Webhooks documents: base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's base64 part", () => {
    const body = event("email.bounced");
    const expected = createHmac("sha256", KEY).update(`msg_1.${seconds}.${body}`).digest("base64");
    expect(signResendPayload(body, SECRET, "msg_1", seconds)).toBe(`v1,${expected}`);
  });

  it("reads a hard bounce and a complaint as suppressions, keyed by the svix-id", async () => {
    const bounce = event("email.bounced", { bounce: { type: "Permanent", subType: "General", message: "No such user" } });
    expect(await notices.read(bounce, headers(bounce))).toEqual({
      ok: true,
      value: { notices: [{ provider: "resend", eventId: "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W", email: "fan@example.com", reason: "hard_bounce" }], ignored: 0 },
    });
    const complaint = event("email.complained", { to: ["a@example.com", "b@example.com"] });
    expect(await notices.read(complaint, headers(complaint))).toMatchObject({
      ok: true,
      value: {
        notices: [
          { email: "a@example.com", reason: "spam_complaint", eventId: "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W#0" },
          { email: "b@example.com", reason: "spam_complaint", eventId: "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W#1" },
        ],
      },
    });
  });

  it("ignores other events and bounces that are not permanent", async () => {
    for (const body of [event("email.delivered"), event("email.opened"), event("email.bounced", { bounce: { type: "Transient" } })]) {
      expect(await notices.read(body, headers(body)), body).toEqual({ ok: true, value: { notices: [], ignored: 1 } });
    }
  });

  it("refuses missing headers, a wrong signature, another secret, a changed body and a stale or future timestamp", async () => {
    const body = event("email.bounced");
    const cases: [Record<string, string | undefined>, string][] = [
      [headers(body, { "svix-signature": undefined }), "missing_signature"],
      [headers(body, { "svix-id": undefined }), "missing_signature"],
      [headers(body, { "svix-timestamp": "" }), "missing_signature"],
      [headers(body, { "svix-timestamp": "soon" }), "bad_signature"],
      [headers(body, { "svix-signature": `v1,${Buffer.alloc(32).toString("base64")}` }), "bad_signature"],
      [
        headers(body, {
          "svix-signature": signResendPayload(
            body,
            `whsec_${Buffer.from("another-key-of-32-bytes-length!!").toString("base64")}`,
            "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
            seconds,
          ),
        }),
        "bad_signature",
      ],
      [headers(`${body} `), "bad_signature"],
      [headers(body, { "svix-id": "msg_other" }), "bad_signature"],
      [
        headers(body, {
          "svix-timestamp": String(seconds - 301),
          "svix-signature": signResendPayload(body, SECRET, "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W", seconds - 301),
        }),
        "stale_timestamp",
      ],
      [
        headers(body, {
          "svix-timestamp": String(seconds + 301),
          "svix-signature": signResendPayload(body, SECRET, "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W", seconds + 301),
        }),
        "stale_timestamp",
      ],
    ];
    for (const [given, refusal] of cases) expect(await notices.read(body, given), JSON.stringify(given)).toEqual({ ok: false, error: refusal });
    const fresh = {
      "svix-timestamp": String(seconds - 299),
      "svix-signature": signResendPayload(body, SECRET, "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W", seconds - 299),
    };
    expect((await notices.read(body, headers(body, fresh))).ok).toBe(true);
  });

  it("accepts the right one among several signatures (a rotated secret) and never parses an unsigned body", async () => {
    const body = event("email.complained");
    const good = signResendPayload(body, SECRET, "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W", seconds);
    expect((await notices.read(body, headers(body, { "svix-signature": `v1,${Buffer.alloc(32).toString("base64")} ${good} v2,zz` }))).ok).toBe(true);
    expect(await notices.read("{not json", headers("{not json", { "svix-signature": `v1,${Buffer.alloc(32).toString("base64")}` }))).toEqual({
      ok: false,
      error: "bad_signature",
    });
    for (const bad of ["{not json", "null", "[]", JSON.stringify({ type: "email.bounced" })]) {
      expect(await notices.read(bad, headers(bad)), bad).toEqual({ ok: false, error: "malformed_body" });
    }
  });

  it("refuses to start without a usable whsec_ secret", () => {
    expect(() => new ResendSuppressionNotices("whsec_", { now: () => now })).toThrow(/RESEND_WEBHOOK_SECRET/);
  });
});
