import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeMailjet } from "@stringing/adapters/mailjet/fake-mailjet-server";
import { appSettings, campaignDeliveries, campaigns, mailMessages, subscribers } from "@stringing/adapters/postgres/schema/index";
import { registerCampaignBatchJob } from "../jobs/campaign-batch-job.ts";
import { useTestApp, type TestApp } from "../testing/test-app.ts";

const credentials = { apiKey: "mj-public-key", apiSecret: "mj-very-secret-value" };
const mailjet = await startFakeMailjet(credentials);
afterAll(() => mailjet.close());
beforeEach(() => mailjet.reset());

const adminSession = (app: () => TestApp) => {
  let cookie = "";
  return async (path: string, init: { method?: string; json?: unknown } = {}) => {
    cookie ||= await app().signIn("admin");
    return app().request(path, { ...init, cookie });
  };
};

const campaign = { subject: "Spring sale", content: "Fresh mesh is in stock now." };
const configure = { ...credentials, senderEmail: "shop@example.com" };

describe("marketing: configuration", () => {
  const app = useTestApp({ mailjetBaseUrl: mailjet.url });
  const asAdmin = adminSession(app);

  it("reports not configured, and refuses to send a campaign with 409", async () => {
    for (const path of ["/api/marketing/status", "/api/config/mailjet", "/api/config/contact-email"]) {
      const response = await asAdmin(path);
      expect(response.status).toBe(200);
      // The status also names the provider in use: the files, while nothing is configured.
      expect(await response.json()).toMatchObject({ configured: false, senderEmail: null, ...(path === "/api/marketing/status" ? { provider: "file" } : {}) });
    }
    const send = await asAdmin("/api/marketing/send-campaign", { method: "POST", json: campaign });
    expect(send.status).toBe(409);
    expect(await send.json()).toEqual({ message: "Email service is not configured" });
  });

  it("validates the email service config with the spec's messages", async () => {
    const empty = await asAdmin("/api/config/mailjet", { method: "POST", json: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      message: "API Key is required",
      errors: { apiKey: "API Key is required", apiSecret: "API Secret is required", senderEmail: "Please enter a valid email address" },
    });
    const badSender = await asAdmin("/api/config/mailjet", { method: "POST", json: { ...configure, senderEmail: "nope" } });
    expect(await badSender.json()).toEqual({ message: "Please enter a valid email address", errors: { senderEmail: "Please enter a valid email address" } });
    const contactEmpty = await asAdmin("/api/config/contact-email", { method: "POST", json: { apiKey: "k", apiSecret: "", senderEmail: "a@b.co" } });
    expect(contactEmpty.status).toBe(400);
    expect(await contactEmpty.json()).toEqual({ message: "Missing credentials", errors: { apiSecret: "Missing credentials" } });
  });

  it("stores both configurations with the secret encrypted, and never answers with it", async () => {
    const bodies: string[] = [];
    const saved = await asAdmin("/api/config/mailjet", { method: "POST", json: configure });
    expect(saved.status).toBe(200);
    bodies.push(await saved.text());
    expect(JSON.parse(bodies[0]!)).toEqual({ configured: true, senderEmail: "shop@example.com" });
    const contact = await asAdmin("/api/config/contact-email", {
      method: "POST",
      json: { apiKey: "ck", apiSecret: "contact-secret-value", senderEmail: "Owner@Example.com" },
    });
    expect(contact.status).toBe(200);
    bodies.push(await contact.text());
    expect(JSON.parse(bodies[1]!)).toEqual({ configured: true, senderEmail: "owner@example.com" });
    for (const path of ["/api/marketing/status", "/api/config/mailjet", "/api/config/contact-email"]) bodies.push(await (await asAdmin(path)).text());
    expect(JSON.parse(bodies[2]!)).toMatchObject({ configured: true, senderEmail: "shop@example.com", provider: "mailjet" });
    expect(JSON.parse(bodies[3]!)).toEqual({ configured: true, senderEmail: "shop@example.com" });
    expect(JSON.parse(bodies[4]!)).toEqual({ configured: true, senderEmail: "owner@example.com" });
    for (const body of bodies) {
      expect(body).not.toContain("mj-very-secret-value");
      expect(body).not.toContain("contact-secret-value");
      expect(body).not.toContain("mj-public-key");
    }
    const stored = JSON.stringify(await app().db.select().from(appSettings));
    expect(stored).not.toContain("mj-very-secret-value");
    expect(stored).not.toContain("contact-secret-value");
    expect(stored).toContain("shop@example.com");
  });

  it("keeps the routes for admins: 401 anonymous, 403 non-admin", async () => {
    const user = await app().signIn("user");
    for (const [method, path] of [
      ["GET", "/api/marketing/status"],
      ["POST", "/api/marketing/send-campaign"],
      ["GET", "/api/marketing/campaigns"],
      ["GET", "/api/config/mailjet"],
      ["POST", "/api/config/mailjet"],
      ["GET", "/api/config/contact-email"],
      ["POST", "/api/config/contact-email"],
    ] as const) {
      const init = method === "GET" ? { method } : { method, json: configure };
      expect((await app().request(path, init)).status, path).toBe(401);
      expect((await app().request(path, { ...init, cookie: user })).status, path).toBe(403);
    }
  });
});

type CampaignListed = { id: number; subject: string; createdAt: string; recipientCount: number; sent: number; failed: number; pending: number };

describe("marketing: sending a campaign", () => {
  const app = useTestApp({ mailjetBaseUrl: mailjet.url });
  const asAdmin = adminSession(app);
  const send = (json: unknown) => asAdmin("/api/marketing/send-campaign", { method: "POST", json });
  const listed = async () => (await (await asAdmin("/api/marketing/campaigns")).json()) as CampaignListed[];
  let jobsStarted = false;
  /** The server's worker side: the batch jobs run in this process as they would in the server's. */
  const startJobs = async () => {
    if (jobsStarted) return;
    jobsStarted = true;
    registerCampaignBatchJob(app().adapters.jobs, { adapters: app().adapters });
    await app().adapters.jobs.start();
  };
  afterAll(async () => {
    if (jobsStarted) await app().adapters.jobs.stop({ graceMs: 1000 });
  });
  /** Waits until the campaign has nothing pending, and answers its line of the list. */
  const settled = async (campaignId: number, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await listed()).find((campaign) => campaign.id === campaignId);
      if (found && found.pending === 0) return found;
      if (Date.now() > deadline) throw new Error(`campaign ${campaignId} still pending: ${JSON.stringify(found)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it("validates with the spec's messages", async () => {
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      message: "Subject is required",
      errors: { subject: "Subject is required", content: "Email content must be at least 10 characters" },
    });
    const malformed = await app().request("/api/marketing/send-campaign", {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json", cookie: await app().signIn("admin") },
    });
    expect(malformed.status).toBe(400);
  });

  it("answers 202 with the campaign and its recipients at once, having sent nothing; the jobs then send each subscribed address its own copy", async () => {
    expect((await asAdmin("/api/config/mailjet", { method: "POST", json: configure })).status).toBe(200);
    await app()
      .db.insert(subscribers)
      .values([
        { email: "a@example.com", name: "Ann" },
        { email: "gone@example.com", subscribed: false },
        { email: "b@example.com" },
        { email: "bounced@example.com", suppressedAt: new Date(), suppressionReason: "hard_bounce" },
      ]);
    const tokens = Object.fromEntries((await app().db.select().from(subscribers)).map((row) => [row.email, row.unsubscribeToken]));
    const flyer = Buffer.from("%PDF-1.4 flyer").toString("base64");
    const response = await send({
      ...campaign,
      htmlContent: "<h1>Spring sale</h1>",
      attachments: [{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: flyer, size: 14 }],
    });
    expect(response.status).toBe(202);
    const queued = (await response.json()) as { campaignId: number; recipientCount: number };
    expect(queued).toEqual({ campaignId: expect.any(Number), recipientCount: 2 });
    // Queued, not sent: the request did not wait for the provider.
    expect(mailjet.calls).toHaveLength(0);
    expect(await listed()).toEqual([
      { id: queued.campaignId, subject: "Spring sale", createdAt: expect.any(String), recipientCount: 2, sent: 0, failed: 0, pending: 2 },
    ]);
    expect(new Date((await listed())[0]!.createdAt).toISOString()).toBe((await listed())[0]!.createdAt);

    await startJobs();
    expect(await settled(queued.campaignId)).toMatchObject({ recipientCount: 2, sent: 2, failed: 0, pending: 0 });
    expect(mailjet.calls).toHaveLength(1);
    const sent = mailjet.delivered;
    expect(sent.map((m) => m.To?.[0]?.Email).sort()).toEqual(["a@example.com", "b@example.com"]);
    for (const message of sent) {
      const email = message.To![0]!.Email!;
      const link = `http://shop.test/api/subscribers/unsubscribe?token=${tokens[email]}`;
      expect(message.From).toEqual({ Email: "shop@example.com" });
      expect(message.Subject).toBe("Spring sale");
      expect(message.TextPart).toContain(link);
      expect(message.HTMLPart).toContain(`href="${link}"`);
      expect(message.Headers).toMatchObject({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
      expect(message.Attachments).toEqual([{ ContentType: "application/pdf", Filename: "flyer.pdf", Base64Content: flyer }]);
    }
    const deliveries = await app().db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, queued.campaignId));
    expect(deliveries.map((d) => [d.email, d.status, d.providerMessageId !== null]).sort()).toEqual([
      ["a@example.com", "sent", true],
      ["b@example.com", "sent", true],
    ]);
    const rows = await app().db.select().from(mailMessages);
    expect(rows.map((r) => [r.kind, r.recipient, r.provider, r.status]).sort()).toEqual([
      ["campaign", "a@example.com", "mailjet", "sent"],
      ["campaign", "b@example.com", "mailjet", "sent"],
    ]);

    // The link works without a login (RFC 8058 one-click POST; a GET only shows the page), and the next campaign skips the address that just unsubscribed.
    const oneClick = { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } };
    expect((await app().request(`/api/subscribers/unsubscribe?token=${tokens["a@example.com"]}`, oneClick)).status).toBe(200);
    mailjet.reset();
    const next = (await (await send(campaign)).json()) as { campaignId: number; recipientCount: number };
    expect(next.recipientCount).toBe(1);
    await settled(next.campaignId);
    expect(mailjet.delivered.map((m) => m.To?.[0]?.Email)).toEqual(["b@example.com"]);
    expect((await listed()).map((c) => c.id)).toEqual([next.campaignId, queued.campaignId]);
  });

  it("sends 120 recipients in batch jobs of 50, 50 and 20; one bad address fails alone", async () => {
    await app().db.delete(subscribers);
    await app()
      .db.insert(subscribers)
      .values(Array.from({ length: 120 }, (_, i) => ({ email: `fan${i}@example.com` })));
    mailjet.reset();
    mailjet.rejected.add("fan42@example.com");
    const response = await send(campaign);
    expect(response.status).toBe(202);
    const { campaignId, recipientCount } = (await response.json()) as { campaignId: number; recipientCount: number };
    expect(recipientCount).toBe(120);
    await startJobs();
    expect(await settled(campaignId)).toMatchObject({ recipientCount: 120, sent: 119, failed: 1, pending: 0 });
    expect(mailjet.calls.map((call) => call.length).sort()).toEqual([20, 50, 50]);
    expect(new Set(mailjet.delivered.map((m) => m.To?.[0]?.Email)).size).toBe(119);
    expect(mailjet.delivered).toHaveLength(119);
    const failed = (await app().db.select().from(mailMessages)).filter((row) => row.status === "failed");
    expect(failed).toMatchObject([{ recipient: "fan42@example.com", error: '"fan42@example.com" is an invalid email address.' }]);
  });

  it("keeps a campaign pending for the retry while the provider refuses every message (wrong credentials)", async () => {
    await app().db.delete(subscribers);
    await app()
      .db.insert(subscribers)
      .values([{ email: "a@example.com" }, { email: "b@example.com" }]);
    await asAdmin("/api/config/mailjet", { method: "POST", json: { ...configure, apiSecret: "wrong" } });
    mailjet.reset();
    const response = await send(campaign);
    expect(response.status).toBe(202);
    const { campaignId } = (await response.json()) as { campaignId: number };
    await startJobs();
    const deadline = Date.now() + 20_000;
    while (mailjet.refusedRequests < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailjet.refusedRequests).toBe(1);
    // The run records the refusal on the deliveries and leaves them for the job's retry.
    let deliveries = await app().db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaignId));
    while (deliveries.some((d) => d.error === null) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      deliveries = await app().db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaignId));
    }
    expect(deliveries.map((d) => [d.status, d.error])).toEqual([
      ["pending", "Mailjet refused the API key or secret (HTTP 401)"],
      ["pending", "Mailjet refused the API key or secret (HTTP 401)"],
    ]);
    expect((await listed()).find((c) => c.id === campaignId)).toMatchObject({ sent: 0, failed: 0, pending: 2 });
    expect(mailjet.delivered).toEqual([]);
    await asAdmin("/api/config/mailjet", { method: "POST", json: configure });
  });

  it("answers 202 for no recipients, with nothing to send; lists a campaign sent before jobs from its stored counts", async () => {
    await app().db.delete(subscribers);
    const response = await send(campaign);
    expect(response.status).toBe(202);
    const { campaignId, recipientCount } = (await response.json()) as { campaignId: number; recipientCount: number };
    expect(recipientCount).toBe(0);
    await app()
      .db.insert(campaigns)
      .values({ subject: "Old news", recipientCount: 4, failedCount: 1, createdAt: new Date("2024-01-01T00:00:00Z") });
    const all = await listed();
    expect(all[0]).toMatchObject({ id: campaignId, recipientCount: 0, sent: 0, failed: 0, pending: 0 });
    expect(all.at(-1)).toEqual({
      id: expect.any(Number),
      subject: "Old news",
      createdAt: "2024-01-01T00:00:00.000Z",
      recipientCount: 4,
      sent: 3,
      failed: 1,
      pending: 0,
    });
  });

  it("checks attachments: 5 MB each on the decoded bytes, images/PDF/Word only; bodies up to 20 MB reach validation", async () => {
    await asAdmin("/api/config/mailjet", { method: "POST", json: configure });
    const big = Buffer.alloc(6 * 1024 * 1024, 1).toString("base64");
    const tooBig = await send({ ...campaign, attachments: [{ filename: "poster.png", contentType: "image/png", base64Content: big, size: 100 }] });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({ message: "poster.png exceeds the 5MB limit", errors: { "attachments.0": "poster.png exceeds the 5MB limit" } });

    const wrongType = await send({ ...campaign, attachments: [{ filename: "x.zip", contentType: "application/zip", base64Content: "UEs=" }] });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ message: "Only images, PDF, DOC and DOCX files can be attached" });

    const huge = Buffer.alloc(16 * 1024 * 1024, 1).toString("base64");
    expect((await send({ ...campaign, attachments: [{ filename: "h.png", contentType: "image/png", base64Content: huge }] })).status).toBe(413);
  });
});
