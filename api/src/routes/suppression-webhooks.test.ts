import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { subscribers, webhookEvents } from "@stringing/adapters/postgres/schema/index";
import { useTestApp } from "../testing/test-app.ts";

const MAILJET_SECRET = "mj-hook-6f1c0e9b8d7a6f5e4d3c2b1a";
const RESEND_KEY = Buffer.from("resend-route-signing-key-32bytes");
const RESEND_SECRET = `whsec_${RESEND_KEY.toString("base64")}`;

/** Signed in the test itself, by the Standard Webhooks scheme Resend (Svix) uses. */
const svixHeaders = (body: string, id: string, at: Date, key = RESEND_KEY) => {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    "content-type": "application/json",
    "svix-id": id,
    "svix-timestamp": String(timestamp),
    "svix-signature": `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`,
  };
};

const resendEvent = (type: string, to: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type,
    created_at: "2026-05-01T11:59:59.000Z",
    data: { email_id: "56761188-7520-42d8-8898-ff6fc54ce618", from: "shop@example.com", to, subject: "Spring sale", ...extra },
  });

describe("suppression webhooks", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  const app = useTestApp({ mailjetWebhookSecret: MAILJET_SECRET, resendWebhookSecret: RESEND_SECRET, clock: { now: () => now }, publicFormLimit: 1000 });

  const addSubscriber = async (email: string) => {
    const [row] = await app().db.insert(subscribers).values({ email }).returning();
    return row!;
  };
  const stateOf = async (email: string) => {
    const [row] = await app().db.select().from(subscribers).where(eq(subscribers.email, email));
    return { subscribed: row!.subscribed, suppressionReason: row!.suppressionReason, suppressedAt: row!.suppressedAt };
  };
  const post = (path: string, body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
    app().request(path, { method: "POST", body, headers });

  describe("POST /api/webhooks/resend", () => {
    it("suppresses a hard-bounced and a complaining address, each with its reason", async () => {
      await addSubscriber("bounce@example.com");
      await addSubscriber("complain@example.com");
      const bounce = resendEvent("email.bounced", ["bounce@example.com"], {
        bounce: { type: "Permanent", subType: "General", message: "550 5.1.1 no such user" },
      });
      const first = await post("/api/webhooks/resend", bounce, svixHeaders(bounce, "msg_bounce_1", now));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ received: true, outcome: { suppressed: 1, unchanged: 0, replayed: 0, unknown_address: 0, ignored: 0 } });
      expect(await stateOf("bounce@example.com")).toEqual({ subscribed: false, suppressionReason: "hard_bounce", suppressedAt: now });

      const complaint = resendEvent("email.complained", ["complain@example.com"]);
      expect((await post("/api/webhooks/resend", complaint, svixHeaders(complaint, "msg_complaint_1", now))).status).toBe(200);
      expect(await stateOf("complain@example.com")).toMatchObject({ subscribed: false, suppressionReason: "spam_complaint" });

      // The admin's list shows them as such.
      const admin = await app().signIn("admin");
      const listed = (await (await app().request("/api/subscribers?q=example.com", { cookie: admin })).json()) as { email: string; status: string }[];
      expect(Object.fromEntries(listed.map((s) => [s.email, s.status]))).toMatchObject({
        "bounce@example.com": "bounced",
        "complain@example.com": "complained",
      });
    });

    it("refuses unsigned, wrongly signed and stale deliveries with 400, changing nothing and logging no body", async () => {
      await addSubscriber("safe@example.com");
      const body = resendEvent("email.complained", ["safe@example.com"]);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const good = svixHeaders(body, "msg_refused", now);
      const cases: Record<string, string>[] = [
        { "content-type": "application/json" },
        { ...good, "svix-signature": `v1,${Buffer.alloc(32).toString("base64")}` },
        svixHeaders(body, "msg_refused", now, Buffer.from("an-attacker-key-of-thirty-two-by")),
        { ...svixHeaders(body, "msg_other", now), "svix-id": "msg_refused" },
        svixHeaders(body, "msg_refused", new Date(now.getTime() - 6 * 60 * 1000)),
      ];
      for (const headers of cases) {
        const response = await post("/api/webhooks/resend", body, headers);
        expect(response.status, JSON.stringify(headers)).toBe(400);
        expect(await response.json()).toEqual({ message: expect.any(String) });
      }
      expect((await stateOf("safe@example.com")).subscribed).toBe(true);
      expect(await app().db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "msg_refused"))).toEqual([]);
      const logged = warn.mock.calls.flat().join("\n");
      warn.mockRestore();
      expect(logged).toContain("Refused a Resend delivery");
      expect(logged).not.toContain("safe@example.com");
    });

    it("changes nothing on a replay, even after the address was subscribed again", async () => {
      await addSubscriber("again@example.com");
      const body = resendEvent("email.bounced", ["again@example.com"]);
      const headers = svixHeaders(body, "msg_replayed", now);
      expect((await post("/api/webhooks/resend", body, headers)).status).toBe(200);
      await app()
        .db.update(subscribers)
        .set({ subscribed: true, suppressedAt: null, suppressionReason: null })
        .where(eq(subscribers.email, "again@example.com"));
      const replay = await post("/api/webhooks/resend", body, headers);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toMatchObject({ outcome: { replayed: 1, suppressed: 0 } });
      expect((await stateOf("again@example.com")).subscribed).toBe(true);
    });

    it("answers other events and unknown addresses with 200, changing nothing", async () => {
      const delivered = resendEvent("email.delivered", ["someone@example.com"]);
      expect(await (await post("/api/webhooks/resend", delivered, svixHeaders(delivered, "msg_delivered", now))).json()).toMatchObject({
        outcome: { ignored: 1 },
      });
      const stranger = resendEvent("email.bounced", ["stranger@example.com"]);
      expect(await (await post("/api/webhooks/resend", stranger, svixHeaders(stranger, "msg_stranger", now))).json()).toMatchObject({
        outcome: { unknown_address: 1 },
      });
      expect(await app().db.select().from(subscribers).where(eq(subscribers.email, "stranger@example.com"))).toEqual([]);
    });
  });

  describe("POST /api/webhooks/mailjet/<secret>", () => {
    const bounce = (email: string, hard = true) => ({
      event: "bounce",
      time: 1430812195,
      MessageID: 1379228691700432,
      Message_GUID: "1ab23cd4-e567-8901-2345-6789f0gh1i2j",
      email,
      blocked: false,
      hard_bounce: hard,
      error_related_to: "recipient",
      error: "user unknown",
    });

    it("suppresses hard bounces, spam reports and unsubscribes from a grouped delivery; soft bounces and opens change nothing", async () => {
      for (const email of ["mj-hard@example.com", "mj-soft@example.com", "mj-spam@example.com", "mj-unsub@example.com"]) await addSubscriber(email);
      const body = JSON.stringify([
        bounce("mj-hard@example.com"),
        bounce("mj-soft@example.com", false),
        { event: "spam", time: 1430812195, MessageID: 2, email: "mj-spam@example.com", source: "JMRPP" },
        { event: "unsub", time: 1433334941, MessageID: 3, email: "mj-unsub@example.com", mj_list_id: 1 },
        { event: "open", time: 1433103519, MessageID: 4, email: "mj-soft@example.com" },
      ]);
      const response = await post(`/api/webhooks/mailjet/${MAILJET_SECRET}`, body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: { suppressed: 3, unchanged: 0, replayed: 0, unknown_address: 0, ignored: 2 } });
      expect(await stateOf("mj-hard@example.com")).toMatchObject({ subscribed: false, suppressionReason: "hard_bounce" });
      expect(await stateOf("mj-soft@example.com")).toMatchObject({ subscribed: true, suppressionReason: null });
      expect(await stateOf("mj-spam@example.com")).toMatchObject({ subscribed: false, suppressionReason: "spam_complaint" });
      expect(await stateOf("mj-unsub@example.com")).toMatchObject({ subscribed: false, suppressionReason: "unsubscribed" });
      // Mailjet retries what it sent: a replay changes nothing.
      expect(await (await post(`/api/webhooks/mailjet/${MAILJET_SECRET}`, body)).json()).toMatchObject({ outcome: { replayed: 3, suppressed: 0 } });
    });

    it("refuses a missing or wrong secret with 400 and changes nothing", async () => {
      await addSubscriber("mj-safe@example.com");
      const body = JSON.stringify(bounce("mj-safe@example.com"));
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      for (const path of ["/api/webhooks/mailjet", `/api/webhooks/mailjet/${MAILJET_SECRET}x`, "/api/webhooks/mailjet/wrong-secret-of-some-length"]) {
        const response = await post(path, body);
        expect(response.status, path).toBe(400);
      }
      warn.mockRestore();
      expect((await stateOf("mj-safe@example.com")).subscribed).toBe(true);
    });
  });
});

describe("suppression webhooks without their secrets", () => {
  const app = useTestApp();
  it("are 404s", async () => {
    expect((await app().request("/api/webhooks/resend", { method: "POST", body: "{}" })).status).toBe(404);
    expect((await app().request("/api/webhooks/mailjet/anything-at-all-1234", { method: "POST", body: "{}" })).status).toBe(404);
  });
});
