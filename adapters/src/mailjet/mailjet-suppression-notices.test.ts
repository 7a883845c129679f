import { describe, expect, it } from "vitest";
import { MailjetSuppressionNotices, sameSecret } from "./mailjet-suppression-notices.ts";

const SECRET = "mj-hook-6f1c0e9b8d7a6f5e4d3c";
const notices = new MailjetSuppressionNotices(SECRET);

// Shaped like Mailjet's documented Event API payloads.
const bounce = (hard: boolean, email = "fan@example.com") => ({
  event: "bounce",
  time: 1430812195,
  MessageID: 1379228691700432,
  Message_GUID: "1ab23cd4-e567-8901-2345-6789f0gh1i2j",
  email,
  mj_campaign_id: 0,
  mj_contact_id: 0,
  customcampaign: "",
  CustomID: "",
  Payload: "",
  blocked: false,
  hard_bounce: hard,
  error_related_to: "recipient",
  error: "user unknown",
});
const spam = { event: "spam", time: 1430812195, MessageID: 1379228691700433, email: "angry@example.com", source: "JMRPP" };
const unsub = {
  event: "unsub",
  time: 1433334941,
  MessageID: 2054767493312800,
  email: "bye@example.com",
  mj_list_id: 1,
  ip: "127.0.0.1",
  geo: "FR",
  agent: "Mozilla",
};
const open = { event: "open", time: 1433103519, MessageID: 1942177739619049, email: "reader@example.com" };

describe("Mailjet's event callbacks, behind a secret in the URL", () => {
  it("reads one event or a grouped array: hard bounces, spam reports and unsubscribes; other events are counted as ignored", async () => {
    const single = await notices.read(JSON.stringify(bounce(true)), { secret: SECRET });
    expect(single).toEqual({
      ok: true,
      value: {
        notices: [{ provider: "mailjet", eventId: expect.stringMatching(/^[0-9a-f]{64}$/), email: "fan@example.com", reason: "hard_bounce" }],
        ignored: 0,
      },
    });
    const grouped = await notices.read(JSON.stringify([bounce(false, "soft@example.com"), spam, unsub, open, { event: "spam" }]), { secret: SECRET });
    expect(grouped).toMatchObject({
      ok: true,
      value: {
        notices: [
          { email: "angry@example.com", reason: "spam_complaint" },
          { email: "bye@example.com", reason: "unsubscribed" },
        ],
        ignored: 3,
      },
    });
  });

  it("keys replays by a digest of the event, never the address in clear; the same event gives the same key", async () => {
    const first = await notices.read(JSON.stringify(spam), { secret: SECRET });
    const again = await notices.read(JSON.stringify([spam]), { secret: SECRET });
    const other = await notices.read(JSON.stringify({ ...spam, MessageID: 1 }), { secret: SECRET });
    if (!first.ok || !again.ok || !other.ok) throw new Error("expected readable deliveries");
    expect(first.value.notices[0]!.eventId).toBe(again.value.notices[0]!.eventId);
    expect(first.value.notices[0]!.eventId).not.toBe(other.value.notices[0]!.eventId);
    expect(first.value.notices[0]!.eventId).not.toContain("angry");
  });

  it("refuses a missing or wrong secret before reading the body", async () => {
    expect(await notices.read(JSON.stringify(spam), {})).toEqual({ ok: false, error: "missing_signature" });
    expect(await notices.read(JSON.stringify(spam), { secret: "" })).toEqual({ ok: false, error: "missing_signature" });
    expect(await notices.read(JSON.stringify(spam), { secret: `${SECRET}x` })).toEqual({ ok: false, error: "bad_signature" });
    expect(await notices.read(JSON.stringify(spam), { secret: SECRET.toUpperCase() })).toEqual({ ok: false, error: "bad_signature" });
    expect(await notices.read("{not json", { secret: "wrong" })).toEqual({ ok: false, error: "bad_signature" });
    expect(sameSecret(SECRET, SECRET)).toBe(true);
  });

  it("refuses a body with the right secret that is not events", async () => {
    for (const body of ["{not json", "null", "[]", "42", "[1]", JSON.stringify([spam, "x"])]) {
      expect(await notices.read(body, { secret: SECRET }), body).toEqual({ ok: false, error: "malformed_body" });
    }
  });

  it("refuses to start with a guessable secret", () => {
    expect(() => new MailjetSuppressionNotices("short")).toThrow(/at least 16/);
  });
});
